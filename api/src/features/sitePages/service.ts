/**
 * The public pages of the current edition, rendered by the server and kept in the database: every
 * process serves the stored bytes, so a visitor, a cache and nginx see one page and one ETag
 * whichever process answers. Rendered when an edition is published (renderAndStore) and at start
 * when the stored pages are another edition's, another build's, or missing (ensureRendered).
 */
import { createHash } from 'node:crypto';
import type { EditionFiles, Locale } from '@forum/shared';
import { inlineScriptHashes } from '../../middleware/pageFile';
import type { Database } from '../../db/database';
import { createSitePagesRepo } from './repo';
import type { SiteRenderer } from './renderer';

/** An edition, its programme and its site's words: what the editions feature publishes. */
export type SiteEditionFiles = EditionFiles;

export interface StoredPage {
  html: string;
  /** A strong ETag (quoted): the hash of the bytes. */
  etag: string;
  /** `sha256-...` of each inline script, for the content security policy. */
  scriptHashes: string[];
}

export type EnsureOutcome = 'kept' | 'rendered' | 'no_bundle';

/** The strong ETag of a page: its bytes' SHA-256, so identical bytes have one tag in every process. */
export function pageEtag(html: string): string {
  return `"${createHash('sha256').update(html, 'utf8').digest('base64url')}"`;
}

export function createSitePagesService(deps: { db: Database; renderer: SiteRenderer | null; clock: () => Date }) {
  const repo = createSitePagesRepo(deps.db);
  const { renderer, clock } = deps;
  // The last page read per file: served if the database fails for a moment, so the site stays up
  // with the bytes it had rather than falling back to another edition's build.
  const lastRead = new Map<string, StoredPage>();

  async function renderAndStore(files: SiteEditionFiles): Promise<{ edition: number; pages: number }> {
    if (!renderer) throw new Error('The site has no rendering bundle (SITE_DIST/.ssr): build the site');
    const rendered = await renderer.render({ ...files, preview: false });
    const renderedAt = clock().toISOString();
    await repo.replaceAll(
      rendered.map((page) => ({
        file: page.file,
        edition: files.edition.year,
        html: page.html,
        etag: pageEtag(page.html),
        build_id: renderer.buildId,
        rendered_at: renderedAt,
      })),
    );
    return { edition: files.edition.year, pages: rendered.length };
  }

  return {
    /** Whether this process can render (the site was built with its rendering bundle). */
    canRender: renderer !== null,

    /** Renders every public page for `files`' edition and stores them: the call a publish makes. */
    renderAndStore,

    /** At start: renders when the stored pages are not `files`' edition's by this build. */
    async ensureRendered(files: SiteEditionFiles): Promise<EnsureOutcome> {
      if (!renderer) return 'no_bundle';
      const [specs, stamps] = await Promise.all([renderer.files(), repo.stamps()]);
      const current = new Map(stamps.map((stamp) => [stamp.file, stamp]));
      const fresh = specs.every((spec) => {
        const stamp = current.get(spec.file);
        return stamp?.edition === files.edition.year && stamp.build_id === renderer.buildId;
      });
      if (fresh && stamps.length === specs.length) return 'kept';
      await renderAndStore(files);
      return 'rendered';
    },

    /** The stored page file (index.html, kor/404.html, ...), or null when none is stored. */
    async read(file: string): Promise<StoredPage | null> {
      let row;
      try {
        row = await repo.page(file);
      } catch (error) {
        const kept = lastRead.get(file);
        if (kept) return kept;
        throw error;
      }
      if (!row) return null;
      const known = lastRead.get(file);
      if (known?.etag === row.etag) return known;
      const page = { html: row.html, etag: row.etag, scriptHashes: inlineScriptHashes(row.html) };
      lastRead.set(file, page);
      return page;
    },

    /** A draft's landing page in `locale`, as publishing will show it, with the preview band. */
    async renderPreview(files: SiteEditionFiles, locale: Locale): Promise<string | null> {
      if (!renderer) return null;
      const [page] = await renderer.render({ ...files, preview: true }, [locale === 'ko' ? '/kor' : '/']);
      return page?.html ?? null;
    },
  };
}

export type SitePagesService = ReturnType<typeof createSitePagesService>;
