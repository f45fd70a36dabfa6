/**
 * The site's rendering bundle, as the site's build leaves it in SITE_DIST/.ssr: entry-server.js
 * (the pages' React code) and templates.json (Vite's page templates with their asset links). The
 * bundle is loaded once, on first use; its build id is a hash of both files, so pages stored by
 * another build are known to be stale.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { EditionFiles } from '@forum/shared';

/** What a page is rendered from (the site's SiteEdition). */
export interface PageEdition extends EditionFiles {
  preview: boolean;
}

export interface SitePageSpec {
  path: string;
  file: string;
  mark: string;
}

/** A page the browser renders itself, filled for the edition it is served for (manage.html, ...). */
interface ShellPageSpec {
  file: string;
}

/** The part of the site's entry-server.js the API calls. */
interface EntryServer {
  SITE_PAGES: readonly SitePageSpec[];
  renderPageDocument(page: SitePageSpec, siteUrl: string, site: PageEdition, templates: unknown): Promise<string>;
  /** Absent from a build made before the shells were filled per edition. */
  SHELL_PAGES?: readonly ShellPageSpec[];
  renderShellDocument?(shell: ShellPageSpec, site: PageEdition, templates: unknown): string;
}

/** A shell is listed with its file as its path: no address names it (the client routes do). */
const shellSpec = (shell: ShellPageSpec): SitePageSpec => ({ path: `/${shell.file}`, file: shell.file, mark: '' });

export interface RenderedFile {
  /** The page file's name in the built site (index.html, kor/link.html, 404.html, ...). */
  file: string;
  path: string;
  html: string;
}

export interface SiteRenderer {
  /** Names the site build: pages it did not render are rendered again. */
  readonly buildId: string;
  /** The files every edition's site has (the public pages, the not-found pages and the shells). */
  files(): Promise<readonly SitePageSpec[]>;
  render(site: PageEdition, only?: readonly string[]): Promise<RenderedFile[]>;
}

export class SiteBundleMissingError extends Error {
  override name = 'SiteBundleMissingError';
}

/** The renderer of the site built into `siteDist`, or null when that build has no rendering bundle. */
export function loadSiteRenderer(siteDist: string, siteUrl: string): SiteRenderer | null {
  const entryFile = path.join(siteDist, '.ssr', 'entry-server.js');
  const templatesFile = path.join(siteDist, '.ssr', 'templates.json');
  if (!fs.existsSync(entryFile) || !fs.existsSync(templatesFile)) return null;
  const hash = createHash('sha256');
  hash.update(fs.readFileSync(entryFile));
  hash.update(fs.readFileSync(templatesFile));
  // The site's address is in every page (canonical links): another address is another rendering.
  hash.update(siteUrl);
  const buildId = hash.digest('hex').slice(0, 32);

  let loaded: Promise<{ server: EntryServer; templates: unknown }> | null = null;
  const load = () => {
    loaded ??= (async () => {
      const server = (await import(pathToFileURL(entryFile).href)) as EntryServer;
      if (typeof server.renderPageDocument !== 'function') {
        throw new SiteBundleMissingError(`${entryFile} has no renderPageDocument: rebuild the site`);
      }
      const templates = JSON.parse(fs.readFileSync(templatesFile, 'utf8')) as unknown;
      return { server, templates };
    })();
    return loaded;
  };

  return {
    buildId,
    files: async () => {
      const { server } = await load();
      return [...server.SITE_PAGES, ...(server.SHELL_PAGES ?? []).map(shellSpec)];
    },
    render: async (site, only) => {
      const { server, templates } = await load();
      const pages = only ? server.SITE_PAGES.filter((page) => only.includes(page.path)) : server.SITE_PAGES;
      const rendered: RenderedFile[] = [];
      // One after the other: rendering is synchronous work, and a start or a publish is rare.
      for (const page of pages) {
        rendered.push({
          file: page.file,
          path: page.path,
          html: await server.renderPageDocument(page, siteUrl, site, templates),
        });
      }
      const shells = server.renderShellDocument ? (server.SHELL_PAGES ?? []) : [];
      for (const shell of shells) {
        const spec = shellSpec(shell);
        if (only && !only.includes(spec.path)) continue;
        rendered.push({ file: shell.file, path: spec.path, html: server.renderShellDocument!(shell, site, templates) });
      }
      return rendered;
    },
  };
}
