/**
 * The edition a rendered page carries for its scripts: the server writes it into the page as a
 * JSON script tag (never run, so the content security policy does not apply), and the islands and
 * the routed pages read it instead of the edition compiled into their bundle. The programme stays
 * out: no script renders it, and it would only weigh on the first view.
 */
import { EDITION, EDITIONS, EDITION_PROGRAMME, type Edition, programmeOf, setEditions } from '@forum/shared';
import type { SiteEdition } from './siteEdition';

export const PAGE_EDITION_ID = 'forum-edition';

interface PageEditionData {
  edition: Edition;
  preview: boolean;
}

/** The tag for the page's <head>; `<` is escaped so no text of the edition can close the tag. */
export function pageEditionTag(site: SiteEdition): string {
  const data: PageEditionData = { edition: site.edition, preview: site.preview };
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${PAGE_EDITION_ID}">${json}</script>`;
}

/** The page's edition, or the compiled-in one on a page without the tag (the dev server). */
export function readPageEdition(doc: Document = document): SiteEdition {
  const text = doc.getElementById(PAGE_EDITION_ID)?.textContent;
  if (!text) return { edition: EDITION, programme: EDITION_PROGRAMME, preview: false };
  const data = JSON.parse(text) as PageEditionData;
  // The compiled-in programme when it is the same year; a routed page never renders it otherwise.
  const programme = data.edition.year === EDITION.year ? EDITION_PROGRAMME : programmeOf(data.edition.year);
  return { edition: data.edition, programme, preview: data.preview === true };
}

/**
 * The page's edition, made the shared current one as well: what reads the shared edition rather
 * than the page's (the form's check of a heard-about choice, its words in a summary) then follows
 * the page and not the edition compiled into the bundle.
 */
export function adoptPageEdition(doc: Document = document): SiteEdition {
  const site = readPageEdition(doc);
  if (site.edition !== EDITION) {
    const others = EDITIONS.filter((edition) => edition.year !== site.edition.year).map((edition) => ({
      edition,
      programme: programmeOf(edition.year),
    }));
    setEditions([...others, { edition: site.edition, programme: site.programme }], site.edition.year);
  }
  return site;
}
