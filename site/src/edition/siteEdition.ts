import type { Edition, EditionProgramme, EditionSite } from '@forum/shared';

/** What a page is rendered from: the edition, its programme, its words and pictures, and whether it is a draft's preview. */
export interface SiteEdition {
  edition: Edition;
  programme: EditionProgramme;
  site: EditionSite;
  /** A draft's preview: a band says so and the form submits nothing. */
  preview: boolean;
}
