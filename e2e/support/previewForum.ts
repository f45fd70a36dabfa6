/**
 * A forum that serves a draft's preview link for the browser tests: the API's test harness on a
 * port of its own, over the built site (site/dist, its rendering bundle included), with a preview
 * lookup that knows one token, for the sample 2026. The e2e server has no drafts to preview until
 * the editions feature plugs its tokens in; this harness passes the lookup the same way
 * (createApp's previewLookup).
 */
import path from 'node:path';
import { startTestForum, type TestForum } from '@forum/api/testing';
import { EDITION, EDITION_PROGRAMME, EDITION_SITE, type Edition } from '@forum/shared';
import { SAMPLE_EDITION_2026, SAMPLE_PROGRAMME_2026, SAMPLE_SITE_2026 } from '@forum/shared/testing';
import { REPO_ROOT } from './env';

export const PREVIEW_TOKEN = 'e2e-preview-2026';
export const PREVIEW_EDITION: Edition = SAMPLE_EDITION_2026;

export async function startPreviewForum(): Promise<TestForum> {
  const draft = { edition: SAMPLE_EDITION_2026, programme: SAMPLE_PROGRAMME_2026, site: SAMPLE_SITE_2026 };
  const forum = await startTestForum({
    admin: null,
    database: { kind: 'sqlite' },
    config: { siteDist: path.join(REPO_ROOT, 'site', 'dist'), registrationRateLimit: 0 },
    previewLookup: async (token) => (token === PREVIEW_TOKEN ? draft : null),
  });
  // The published pages (the preview's 404 answer is the stored not-found page).
  await forum.services.sitePages.ensureRendered({ edition: EDITION, programme: EDITION_PROGRAMME, site: EDITION_SITE });
  return forum;
}

export function previewPath(locale: 'en' | 'ko', token = PREVIEW_TOKEN): string {
  return locale === 'ko' ? `/preview/${token}/kor` : `/preview/${token}`;
}
