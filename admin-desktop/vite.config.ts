/**
 * The desktop renderer: a small entry (src/renderer) that mounts the site's admin UI, built to
 * dist/renderer with relative URLs so the app:// protocol can serve it from any folder.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const desktopDir = path.dirname(fileURLToPath(import.meta.url));

export default defineConfig({
  root: path.join(desktopDir, 'src', 'renderer'),
  base: './',
  plugins: [react()],
  // Never read .env files into the desktop bundle: it ships to administrators' machines.
  envDir: false,
  build: {
    outDir: path.join(desktopDir, 'dist', 'renderer'),
    emptyOutDir: true,
    // Electron 45 is Chromium 140.
    target: 'chrome140',
    sourcemap: false,
    modulePreload: { polyfill: false },
    reportCompressedSize: false,
    // SheetJS alone is about 900 kB; it loads on Export only, from the local disk.
    chunkSizeWarningLimit: 1200,
  },
});
