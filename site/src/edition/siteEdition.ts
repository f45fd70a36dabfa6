import type { Edition, EditionProgramme } from '@forum/shared';

/** What a page is rendered from: the edition, its programme, and whether it is a draft's preview. */
export interface SiteEdition {
  edition: Edition;
  programme: EditionProgramme;
  /** A draft's preview: a band says so and the form submits nothing. */
  preview: boolean;
}
