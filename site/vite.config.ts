import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { type UserConfig, defineConfig, mergeConfig } from 'vite';
// Through the package's `imports` map: Vite bundles '#' imports into its config instead of handing
// them to Node, which cannot load the shared workspace's TypeScript on its own.
import { readSiteSettings } from '#site-settings';
import { type CHUNK_MODULES_FILES, chunkModulesPlugin } from './scripts/chunkModulesPlugin.ts';

export const siteDir = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(siteDir, '..');

/** Build-time settings, from the same environment variables the API reads, parsed by the same code. */
function buildConstants(env: NodeJS.ProcessEnv) {
  const settings = readSiteSettings(env);
  return {
    __SITE_URL__: JSON.stringify(settings.siteUrl),
    __CONTACT_EMAIL__: JSON.stringify(settings.contactEmail),
    __CONTACT_PHONE__: JSON.stringify(settings.contactPhone),
    __RETENTION_UNTIL__: JSON.stringify(settings.retentionUntil),
  };
}

/**
 * What every build of the site shares: this one (the routed pages), the landing pages' islands
 * (vite.landing.config.ts) and the prerendering's SSR build. `chunkModules`: where the build writes
 * which source went into which chunk (scripts/chunkModulesPlugin.ts).
 */
export function siteBuildBase(chunkModules: (typeof CHUNK_MODULES_FILES)[number]): UserConfig {
  return {
    root: siteDir,
    plugins: [react(), chunkModulesPlugin(repoRoot, chunkModules)],
    define: buildConstants(process.env),
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      manifest: true,
      // Every browser the build targets supports modulepreload; the polyfill would only add bytes.
      modulePreload: { polyfill: false },
    },
  };
}

export default defineConfig(
  mergeConfig(siteBuildBase('.vite/chunk-modules.json'), {
    server: {
      // `npm run dev`: the API runs separately (npm start or npm run dev --workspace api).
      proxy: { '/api': 'http://localhost:3000' },
    },
    build: {
      // The routed pages' entry (index.html -> src/main.tsx). The landing pages' islands are built
      // on their own (vite.landing.config.ts, scripts/build.ts).
      rolldownOptions: {
        input: { index: path.join(siteDir, 'index.html') },
        // React in a chunk of its own: shared by the entry and every lazy page, named for what it is.
        output: {
          codeSplitting: { groups: [{ name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ }] },
        },
      },
    },
  } satisfies UserConfig),
);
