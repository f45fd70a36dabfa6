/**
 * Site pages' entry: the public pages rendered by the server for the current edition and kept in
 * the database (the same bytes and ETag from every process), and a draft's preview.
 * - `services.sitePages.renderAndStore({edition, programme})`: what a publish calls;
 * - `services.sitePages.ensureRendered(...)`: what the server's start calls;
 * - `previewPages(service, lookup)`: GET /preview/<token>[/kor], the token resolved by `lookup`.
 */
export { type PreviewLookup, previewPages } from './previewPages';
export { type PageEdition, type SiteRenderer, loadSiteRenderer } from './renderer';
export {
  type EnsureOutcome,
  type SiteEditionFiles,
  type SitePagesService,
  type StoredPage,
  createSitePagesService,
  pageEtag,
} from './service';
