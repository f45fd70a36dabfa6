/**
 * The landing pages' islands (src/islands/islands.ts) in a build of their own, into the same
 * dist/assets as the routed pages' build (scripts/build.ts runs it second), with Preact standing in
 * for React. The registration form is the landing page's only component code, and it is fetched
 * when the visitor shows they want to register: Preact (with its React compatibility layer) is
 * about a seventh of React's bytes and runs in a fraction of its time on a slow phone, so the form
 * is usable within a second of the tap on a slow mobile network (`npm run bench:landing`). The
 * same components run on React everywhere else (the routed pages, the tests). Decision record:
 * docs/decisions/0002-landing-form-on-intent-on-preact.md.
 */
import path from 'node:path';
import { type UserConfig, defineConfig, mergeConfig } from 'vite';
import { LANDING_MANIFEST } from './scripts/pageFiles.ts';
import { siteBuildBase, siteDir } from './vite.config.ts';

export default defineConfig(
  mergeConfig(siteBuildBase('.vite/landing-chunk-modules.json'), {
    resolve: {
      alias: [
        { find: /^react$/, replacement: 'preact/compat' },
        { find: /^react-dom$/, replacement: 'preact/compat' },
        { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
        { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
        { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
      ],
    },
    build: {
      emptyOutDir: false,
      manifest: LANDING_MANIFEST,
      // The site's one stylesheet comes from the routed pages' build; this build adds the form's.
      copyPublicDir: false,
      rolldownOptions: { input: { islands: path.join(siteDir, 'src/islands/islands.ts') } },
    },
  } satisfies UserConfig),
);
