/**
 * `npm run bench:site`: what the first view of / costs. Reads dist/index.html for the scripts,
 * stylesheets and modulepreloads it loads, and the islands its inline early script imports after
 * the page has loaded (data-islands, data-preload); follows their static imports
 * (dist/.vite/chunk-modules.json and landing-chunk-modules.json, written by the builds), prints
 * each file's gzip size against the budgets (JS 20 KB with the inline script, CSS 25 KB, inline
 * script 2 KB) and checks that nothing but the stylesheet
 * loads before the first paint, and that no admin, /link, /about, registration-modal, manage-page,
 * spreadsheet or router code is among them (the registration form's code is fetched only on a sign
 * of intent: data-form). Exits with 1 when a check fails. Run `npm run build --workspace site`
 * first; `npm run bench:landing` measures the same in Chromium.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { CHUNK_MODULES_FILES, type ChunkModules } from '../scripts/chunkModulesPlugin.ts';

const distDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');
// js: the files and the inline script together.
const BUDGET_KB = { js: 20, css: 25, inline: 2 };

/** Source that must load on demand only: the registration form's code comes on a sign of intent. */
const FORBIDDEN: { label: string; test: (module: string) => boolean }[] = [
  { label: 'admin', test: (m) => m.startsWith('site/src/admin/') },
  { label: '/link', test: (m) => m.startsWith('site/src/link/') },
  { label: '/about', test: (m) => m.startsWith('site/src/about/') },
  { label: 'registration form', test: (m) => m.startsWith('site/src/registration/') },
  {
    label: 'component framework (React, Preact)',
    test: (m) => /node_modules\/(react|react-dom|scheduler|preact)\//.test(m),
  },
  { label: 'schema library (zod)', test: (m) => /node_modules\/zod\//.test(m) },
  { label: 'manage page', test: (m) => m.startsWith('site/src/manage/') },
  { label: 'spreadsheet (xlsx)', test: (m) => /xlsx|exceljs|spreadsheet/i.test(m) },
  { label: 'router (react-router)', test: (m) => /node_modules\/react-router/.test(m) },
];

function fail(message: string): never {
  console.error(`bench:site: ${message}`);
  process.exit(1);
}

if (!fs.existsSync(path.join(distDir, 'index.html')))
  fail('dist/index.html not found; run `npm run build --workspace site` first');
for (const file of CHUNK_MODULES_FILES) {
  if (!fs.existsSync(path.join(distDir, file))) fail(`${file} not found; rebuild the site`);
}

const html = fs.readFileSync(path.join(distDir, 'index.html'), 'utf8');
const chunks: ChunkModules = Object.assign(
  {},
  ...CHUNK_MODULES_FILES.map((file) => JSON.parse(fs.readFileSync(path.join(distDir, file), 'utf8')) as ChunkModules),
);

const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
const tags = html.match(/<(script|link)\b[^>]*>/g) ?? [];
const initial = new Set<string>();
const blocking: string[] = [];
for (const tag of tags) {
  const rel = attribute(tag, 'rel');
  const url = tag.startsWith('<script')
    ? attribute(tag, 'src')
    : rel === 'stylesheet' || rel === 'modulepreload'
      ? attribute(tag, 'href')
      : undefined;
  if (url?.startsWith('/assets/')) {
    initial.add(url.slice(1));
    if (!url.endsWith('.css')) blocking.push(url);
  }
  // The early script's islands: loaded once the page has, or on the first click that needs them.
  for (const later of [attribute(tag, 'data-islands'), ...(attribute(tag, 'data-preload') ?? '').split(' ')]) {
    if (later?.startsWith('/assets/')) initial.add(later.slice(1));
  }
}
const inlineScripts = [...html.matchAll(/<script\b(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
  (match) => match[1] ?? '',
);

// Static imports load with their importer; dynamic imports (lazy pages, the modal) do not.
const queue = [...initial].filter((file) => file.endsWith('.js'));
while (queue.length > 0) {
  const file = queue.shift() as string;
  for (const imported of chunks[file]?.imports ?? []) {
    if (!initial.has(imported)) {
      initial.add(imported);
      queue.push(imported);
    }
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const totals = { js: 0, css: 0 };
console.log('First view of / (dist/index.html), gzip (zlib default level, as koa-compress); JS loads after the page:');
for (const file of [...initial].sort()) {
  const content = fs.readFileSync(path.join(distDir, file));
  const gzipped = gzipSync(content).length;
  const kind = file.endsWith('.css') ? 'css' : 'js';
  totals[kind] += gzipped;
  console.log(`  ${file.padEnd(40)} ${kb(content.length).padStart(9)} raw  ${kb(gzipped).padStart(9)} gzip`);
}

const inlineBytes = inlineScripts.reduce((sum, script) => sum + gzipSync(script).length, 0);
totals.js += inlineBytes;
console.log(
  `  ${'(inline early script)'.padEnd(40)} ${kb(inlineScripts.reduce((sum, script) => sum + script.length, 0)).padStart(9)} raw  ${kb(inlineBytes).padStart(9)} gzip`,
);

let failed = false;
{
  const ok = blocking.length === 0;
  failed ||= !ok;
  console.log(
    `${ok ? 'PASS' : 'FAIL'}  only the stylesheet loads before the first paint${ok ? '' : `: ${blocking.join(', ')}`}`,
  );
  const inlineOk = inlineBytes <= BUDGET_KB.inline * 1024;
  failed ||= !inlineOk;
  console.log(`${inlineOk ? 'PASS' : 'FAIL'}  inline script ${kb(inlineBytes)} gzip (budget ${BUDGET_KB.inline} KB)`);
}
for (const kind of ['js', 'css'] as const) {
  const ok = totals[kind] <= BUDGET_KB[kind] * 1024;
  failed ||= !ok;
  const what = kind === 'js' ? 'JS (files and inline script)' : 'CSS';
  console.log(`${ok ? 'PASS' : 'FAIL'}  ${what} ${kb(totals[kind])} gzip (budget ${BUDGET_KB[kind]} KB)`);
}

const loadedModules = [...initial].flatMap((file) => Object.keys(chunks[file]?.modules ?? {}));
for (const rule of FORBIDDEN) {
  const offenders = loadedModules.filter(rule.test);
  failed ||= offenders.length > 0;
  console.log(
    `${offenders.length === 0 ? 'PASS' : 'FAIL'}  no ${rule.label} code on first view${offenders.length ? `: ${offenders.join(', ')}` : ''}`,
  );
}

// For information: what loads later, on demand.
console.log('Loaded on demand (gzip):');
for (const file of Object.keys(chunks).sort()) {
  if (initial.has(file)) continue;
  const size = gzipSync(fs.readFileSync(path.join(distDir, file))).length;
  const sources = Object.keys(chunks[file]?.modules ?? {}).filter((module) => module.startsWith('site/src/'));
  console.log(`  ${file.padEnd(40)} ${kb(size).padStart(9)}  (${sources[sources.length - 1] ?? 'dependencies'})`);
}

if (failed) process.exitCode = 1;
