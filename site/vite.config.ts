import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
// A relative path, not '@forum/shared': Vite loads this file with Node, which cannot import the
// workspace package's TypeScript entry; a relative file is bundled into the config instead.
import { DEFAULT_CONTACT } from '../shared/src/registrant.ts';
import { chunkModulesPlugin } from './scripts/chunkModulesPlugin.ts';

const siteDir = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(siteDir, '..');

/** Build-time settings, from the same environment variables the API reads. */
function buildConstants(env: NodeJS.ProcessEnv) {
  const siteUrl = (env.SITE_URL?.trim() || 'http://localhost:3000').replace(/\/+$/, '');
  return {
    __SITE_URL__: JSON.stringify(siteUrl),
    __CONTACT_EMAIL__: JSON.stringify(env.CONTACT_EMAIL?.trim() || DEFAULT_CONTACT.email),
    __CONTACT_PHONE__: JSON.stringify(env.CONTACT_PHONE?.trim() || DEFAULT_CONTACT.phone),
  };
}

export default defineConfig({
  root: siteDir,
  plugins: [react(), chunkModulesPlugin(repoRoot)],
  define: buildConstants(process.env),
  server: {
    // `npm run dev`: the API runs separately (npm start or npm run dev --workspace api).
    proxy: { '/api': 'http://localhost:3000' },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    // Every browser the build targets supports modulepreload; the polyfill would only add bytes.
    modulePreload: { polyfill: false },
  },
});
