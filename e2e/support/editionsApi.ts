/**
 * The editions API the browser tests of the Forum screen talk to: a page answers its
 * `/api/admin/editions*` calls from the stand-in of `@forum/shared/testing` (built from the shipped
 * 2025 edition) through page.route, while the real e2e server answers everything else (login, the
 * list, the site). Each page keeps its own editions, so parallel tests never see each other's
 * drafts, and a publish never turns the shared e2e server over to 2026 (organiserRollover.spec.ts
 * publishes on a server of its own).
 *
 * E2E_EDITIONS_API=real leaves the screen audit's Forum walk (forumAudit.ts) to the real API: it
 * prepares 2026 or continues the draft another test prepared, never publishes or deletes, and puts
 * back what it changes. forum.spec.ts publishes, so it always uses the stand-in (serveStandIn).
 */
import type { Page, Route } from '@playwright/test';
import { type EditionsStandInOptions, editionsStandIn } from '@forum/shared/testing';
import { E2E_BASE_URL } from './env';

export const EDITIONS_API: 'stand-in' | 'real' = process.env.E2E_EDITIONS_API === 'real' ? 'real' : 'stand-in';

export type EditionsStandIn = ReturnType<typeof editionsStandIn>;

/** Answers the page's `/api/admin/editions*` calls from a stand-in (or leaves them to the real API: null). */
export async function serveEditions(page: Page, options: EditionsStandInOptions = {}): Promise<EditionsStandIn | null> {
  return EDITIONS_API === 'real' ? null : serveStandIn(page, options);
}

/** Answers the page's `/api/admin/editions*` calls from a stand-in, whatever E2E_EDITIONS_API says. */
export async function serveStandIn(page: Page, options: EditionsStandInOptions = {}): Promise<EditionsStandIn> {
  const standIn = editionsStandIn({ previewOrigin: E2E_BASE_URL, ...options });
  await page.route(
    (url) => url.pathname.startsWith('/api/admin/editions'),
    async (route) => {
      const request = route.request();
      const url = new URL(request.url());
      const headers = await request.allHeaders();
      const contentType = headers['content-type'] ?? '';
      // An import's body is the file (a CSV as text); every other body is JSON.
      const text = request.postData();
      const body = text ? (contentType.startsWith('text/csv') ? text : (request.postDataJSON() as unknown)) : undefined;
      const { status, body: answer } = standIn.answer({
        method: request.method(),
        path: url.pathname,
        search: url.search,
        body,
        contentType,
        language: headers['accept-language'] ?? 'en',
      });
      await route.fulfill(
        answer === undefined ? { status } : { status, contentType: 'application/json', body: JSON.stringify(answer) },
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
