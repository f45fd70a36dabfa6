import type { Plugin } from 'vite';

/**
 * Where the builds record which source modules went into which output chunk: the routed pages'
 * (vite.config.ts) and the landing pages' islands (vite.landing.config.ts).
 */
export const CHUNK_MODULES_FILES = ['.vite/chunk-modules.json', '.vite/landing-chunk-modules.json'] as const;

/** Per chunk: its static imports, and each bundled source module with its minified size in bytes. */
export type ChunkModules = Record<string, { imports: string[]; modules: Record<string, number> }>;

/**
 * Writes `fileName` under dist/ (chunk file -> its static imports and the source modules bundled
 * into it, with their sizes). bench:site reads it to prove that no admin, /link, /about,
 * registration-modal or spreadsheet code is loaded by the landing page. Paths are made relative to
 * the repository so the file does not depend on where it was built. The server never serves
 * dot-folders.
 */
export function chunkModulesPlugin(repoRoot: string, fileName: (typeof CHUNK_MODULES_FILES)[number]): Plugin {
  return {
    name: 'forum:chunk-modules',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    generateBundle(_options, bundle) {
      const chunks: ChunkModules = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        chunks[output.fileName] = {
          imports: output.imports,
          modules: Object.fromEntries(
            Object.entries(output.modules).map(([id, info]) => [
              id.startsWith(repoRoot) ? id.slice(repoRoot.length + 1) : id.replace(/^\0/, ''),
              info.renderedLength,
            ]),
          ),
        };
      }
      this.emitFile({ type: 'asset', fileName, source: `${JSON.stringify(chunks, null, 2)}\n` });
    },
  };
}
