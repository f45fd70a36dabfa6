/**
 * The editions API the browser tests of the Forum screen talk to. Until the API serves
 * `/api/admin/editions*`, a page answers those calls from the stand-in of `@forum/shared/testing`
 * (built from the shipped 2025 edition) through page.route, while the real e2e server answers
 * everything else (login, the list, the site). Each page keeps its own editions, so parallel tests
 * never see each other's drafts.
 *
 * Switching to the real API: set EDITIONS_STAND_IN below to false (or run with
 * E2E_EDITIONS_API=real to try it first). `serveEditions` then routes nothing and answers null,
 * and the screen audit's Forum walk (forumAudit.ts) already copes with the real server: it prepares
 * 2026 or continues the draft another test prepared, never publishes or deletes, and puts back what
 * it changes. forum.spec.ts publishes, so it stays on the stand-in (a real publish would turn the
 * shared e2e server over to 2026): it skips itself on the real API.
 */
import type { Page, Route } from '@playwright/test';
import { type EditionsStandInOptions, editionsStandIn } from '@forum/shared/testing';
import { E2E_BASE_URL } from './env';

const EDITIONS_STAND_IN = true;

export const EDITIONS_API: 'stand-in' | 'real' =
  EDITIONS_STAND_IN && process.env.E2E_EDITIONS_API !== 'real' ? 'stand-in' : 'real';

export type EditionsStandIn = ReturnType<typeof editionsStandIn>;

/** Answers the page's `/api/admin/editions*` calls from a stand-in (or leaves them to the real API: null). */
export async function serveEditions(page: Page, options: EditionsStandInOptions = {}): Promise<EditionsStandIn | null> {
  if (EDITIONS_API === 'real') return null;
  const standIn = editionsStandIn({ previewOrigin: E2E_BASE_URL, ...options });
  await page.route(
    (url) => url.pathname.startsWith('/api/admin/editions'),
    async (route) => {
      const request = route.request();
      const { status, body } = standIn.answer({
        method: request.method(),
        path: new URL(request.url()).pathname,
        body: request.postData() ? (request.postDataJSON() as unknown) : undefined,
        language: (await request.allHeaders())['accept-language'] ?? 'en',
      });
      await route.fulfill(
        body === undefined ? { status } : { status, contentType: 'application/json', body: JSON.stringify(body) },
      );
    },
  );
  return standIn;
}

/** Until `undo` is called, saving an edition fails as a dead network does (the save's failure, in both modes). */
export async function failEditionSaves(page: Page): Promise<() => Promise<void>> {
  const matcher = (url: URL) => /^\/api\/admin\/editions\/\d{4}$/.test(url.pathname);
  const handler = async (route: Route) =>
    route.request().method() === 'PUT' ? route.abort('internetdisconnected') : route.fallback();
  await page.route(matcher, handler);
  return () => page.unroute(matcher, handler);
}
