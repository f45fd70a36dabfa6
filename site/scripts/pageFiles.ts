/**
 * The pieces of scripts/build.ts that turn Vite's index.html and the prerendered markup into page
 * files: filling the template, the links a lazily loaded page needs at once, and the landing
 * pages' template (no module script, the inline early script instead).
 */
import type { Manifest } from 'vite';

/** Where the landing pages' build (vite.landing.config.ts) writes its manifest; the routed pages' is .vite/manifest.json. */
export const LANDING_MANIFEST = '.vite/landing-manifest.json';

/** The islands entry in the landing build's manifest (vite.landing.config.ts names it as its input). */
export const ISLANDS_SOURCE = 'src/islands/islands.ts';

/** The registration form's code on the landing page (the dynamic import of islands/loadRegistration.ts). */
export const FORM_SOURCES = ['src/islands/mountRegistration.tsx'];

/** modulepreload and stylesheet links for a lazily loaded page (its chunk, its imports, their CSS). */
export function chunkLinks(manifest: Manifest, source: string | undefined): string {
  if (!source) return '';
  const entry = manifest[source];
  if (!entry) throw new Error(`build: ${source} is not in the Vite manifest`);
  const css = new Set(entry.css ?? []);
  const modules = [entry.file];
  for (const key of entry.imports ?? []) {
    const imported = manifest[key];
    if (!imported || imported.isEntry) continue;
    modules.push(imported.file);
    for (const file of imported.css ?? []) css.add(file);
  }
  return [
    ...[...css].map((file) => `<link rel="stylesheet" href="/${file}" />`),
    ...modules.map((file) => `<link rel="modulepreload" crossorigin href="/${file}" />`),
  ].join('\n    ');
}

/**
 * A manifest entry's file and every chunk it imports statically, transitively, with their
 * stylesheets; `dynamic`: its dynamic imports' too (all the code it may come to run).
 */
function chunkGraph(manifest: Manifest, key: string, dynamic = false): { js: string[]; css: string[] } {
  const js: string[] = [];
  const css: string[] = [];
  const seen = new Set<string>();
  const visit = (current: string) => {
    if (seen.has(current)) return;
    seen.add(current);
    const chunk = manifest[current];
    if (!chunk) throw new Error(`build: ${current} is not in the Vite manifest`);
    js.push(`/${chunk.file}`);
    for (const file of chunk.css ?? []) if (!css.includes(`/${file}`)) css.push(`/${file}`);
    for (const imported of [...(chunk.imports ?? []), ...(dynamic ? (chunk.dynamicImports ?? []) : [])]) {
      visit(imported);
    }
  };
  visit(key);
  return { js, css };
}

/**
 * The landing pages' template: Vite's index.html without the routed pages' module script and
 * module preloads (the stylesheet stays: it holds every landing style), with the early script in
 * their place. It names the islands module and its imports (data-islands, data-preload), which it
 * loads after the page, and the form's modules and stylesheets (data-form, data-form-css), which it
 * fetches all at once on the first sign that the visitor wants to register.
 */
export function landingTemplate(
  template: string,
  manifests: { routed: Manifest; landing: Manifest },
  islandsSource: string,
  earlyScript: string,
  formSources: readonly string[] = [],
): string {
  const main = manifests.routed['index.html'];
  if (!main) throw new Error('build: index.html is not in the Vite manifest');
  const [islands, ...imports] = chunkGraph(manifests.landing, islandsSource).js;
  const mainScript = new RegExp(
    `<script type="module"[^>]*src="/${main.file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"[^>]*></script>`,
  );
  if (!mainScript.test(template)) throw new Error('build: the main module script is not in index.html');
  if (earlyScript.includes('</script')) throw new Error('build: the early script must not contain </script');
  const graphs = formSources.map((source) => chunkGraph(manifests.landing, source, true));
  const form = [...new Set(graphs.flatMap((graph) => graph.js))].filter(
    (file) => file !== islands && !imports.includes(file),
  );
  const formCss = [...new Set(graphs.flatMap((graph) => graph.css))];
  const early =
    `<script data-islands="${islands}" data-preload="${imports.join(' ')}" data-form="${form.join(' ')}" ` +
    `data-form-css="${formCss.join(' ')}">${earlyScript}</script>`;
  return template.replace(mainScript, early).replace(/\s*<link rel="modulepreload"[^>]*>/g, '');
}

export function fillTemplate(
  template: string,
  page: { lang: string; head: string; headEnd?: string; root: string },
): string {
  const filled = template
    .replace(/<html lang="[^"]*">/, `<html lang="${page.lang}">`)
    .replace('<!--app-head-->', page.head)
    // After Vite's own tags: a lazily loaded page's stylesheet must come after the main one to win ties.
    .replace('</head>', page.headEnd ? `  ${page.headEnd}\n  </head>` : '</head>')
    .replace('<div id="root"><!--app-html--></div>', page.root);
  if (filled.includes('<!--app-')) throw new Error('build: index.html placeholders were not all replaced');
  return filled;
}

/**
 * React emits preload hints for the page's eager images at the start of its output, which it
 * expects in <head> when it renders a whole document. Here it renders only #root, so the hints
 * are moved to <head> (the browser still fetches the logos early and #root matches what the
 * client renders, so hydration finds no stray elements).
 */
export function hoistResourceHints(html: string): { hints: string[]; body: string } {
  const hints: string[] = [];
  let body = html;
  for (let match = /^<link [^>]*\/>/.exec(body); match; match = /^<link [^>]*\/>/.exec(body)) {
    hints.push(match[0]);
    body = body.slice(match[0].length);
  }
  return { hints, body };
}
