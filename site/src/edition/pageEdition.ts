/**
 * The edition a rendered page carries for its scripts: the server writes it into the page as a
 * JSON script tag (never run, so the content security policy does not apply), and the islands and
 * the routed pages read it instead of the edition compiled into their bundle. Only the words the
 * page's own scripts render go in (a link to another public page loads that page:
 * SiteNavigation.tsx): on the landing pages (islands) the registration notices; on /link and the
 * shells also the footer and /link's words; on /about its own. The programme and the landing's
 * lists (logos, companies, the letter) stay out: only the server renders them, and they would
 * only weigh on the first view.
 */
import {
  EDITION,
  EDITIONS,
  EDITION_PROGRAMME,
  EDITION_SITE,
  type Edition,
  type EditionSite,
  programmeOf,
  setEditions,
  siteOf,
} from '@forum/shared';
import type { SiteEdition } from './siteEdition';

export const PAGE_EDITION_ID = 'forum-edition';

/** The words a script may render: the title block, registration notices, footer, /link and /about. */
type ScriptedSite = Partial<
  Omit<EditionSite, 'greeting' | 'organisers' | 'partners' | 'investors' | 'companies' | 'startups'>
>;

/** What the page's scripts render: the landing's islands, /link, /about, or a shell (manage, app). */
export type PageScripts = 'landing' | 'link' | 'about' | 'shell';

interface PageEditionData {
  edition: Edition;
  site?: ScriptedSite;
  preview: boolean;
}

function scriptedSite(site: EditionSite, scripts: PageScripts): ScriptedSite {
  const landing = { firstYear: site.firstYear, registration: site.registration };
  if (scripts === 'landing') return landing;
  const routed = { ...landing, description: site.description, hero: site.hero, footer: site.footer, link: site.link };
  return scripts === 'about' ? { ...routed, about: site.about } : routed;
}

/** The tag for the page's <head>; `<` is escaped so no text of the edition can close the tag. */
export function pageEditionTag(site: SiteEdition, scripts: PageScripts): string {
  const data: PageEditionData = {
    edition: site.edition,
    site: scriptedSite(site.site, scripts),
    preview: site.preview,
  };
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${PAGE_EDITION_ID}">${json}</script>`;
}

/** The page's edition, or the compiled-in one on a page without the tag (the dev server). */
export function readPageEdition(doc: Document = document): SiteEdition {
  const text = doc.getElementById(PAGE_EDITION_ID)?.textContent;
  if (!text) return { edition: EDITION, programme: EDITION_PROGRAMME, site: EDITION_SITE, preview: false };
  const data = JSON.parse(text) as PageEditionData;
  const sameYear = data.edition.year === EDITION.year;
  // The compiled-in programme and lists when it is the same year; no script renders them otherwise.
  const programme = sameYear ? EDITION_PROGRAMME : programmeOf(data.edition.year);
  const compiled = sameYear ? EDITION_SITE : siteOf(data.edition.year);
  return { edition: data.edition, programme, site: { ...compiled, ...data.site }, preview: data.preview === true };
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
      site: siteOf(edition.year),
    }));
    setEditions([...others, { edition: site.edition, programme: site.programme, site: site.site }], site.edition.year);
  }
  return site;
}
