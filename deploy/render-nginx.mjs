#!/usr/bin/env node
/**
 * Renders deploy/nginx/forum.conf.template into an nginx site file: every `${FORUM_...}`
 * placeholder is replaced by the environment variable of that name (envsubst-style; nginx's own
 * `$variables` are left alone), and FORUM_API_PORTS ("3001 3002") becomes the upstream's server
 * lines, and the built pages' inline-script hashes become the content security policy's (so
 * render again after every release). Used by deploy/README.md and by the deployment tests, so
 * both run the same config.
 *
 *   FORUM_SERVER_NAME=forum.example.org ... node deploy/render-nginx.mjs > /etc/nginx/sites-available/forum.conf
 *   node deploy/render-nginx.mjs --out FILE      (same, into FILE)
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const TEMPLATE = path.join(here, 'nginx', 'forum.conf.template');

/** Placeholders a caller sets; FORUM_UPSTREAM_SERVERS is derived from FORUM_API_PORTS. */
export const SETTINGS = {
  FORUM_SERVER_NAME: 'the public host name, e.g. forum.example.org',
  FORUM_SITE_URL: 'the public address (SITE_URL), e.g. https://forum.example.org',
  FORUM_HTTP_LISTEN: 'where plain HTTP is accepted (and redirected), e.g. 80, or "80 [::]:80" with IPv6',
  FORUM_HTTPS_LISTEN: 'where HTTPS is accepted, e.g. 443, or "443 [::]:443" with IPv6',
  FORUM_SITE_ROOT: 'the built site, e.g. /srv/forum/current/site/dist',
  FORUM_TLS_CERT: 'certificate chain, e.g. /etc/letsencrypt/live/forum.example.org/fullchain.pem',
  FORUM_TLS_KEY: 'private key, e.g. /etc/letsencrypt/live/forum.example.org/privkey.pem',
  FORUM_ACME_ROOT: "folder certbot's webroot challenges are served from, e.g. /var/www/letsencrypt",
  FORUM_ACCESS_LOG: 'access log file, e.g. /var/log/nginx/forum.access.log',
  FORUM_API_PORTS: 'the Node processes, one loopback port each, e.g. "3001 3002"',
};

/**
 * How nginx asks the API for a public page (the `${FORUM_PAGE_PROXY}` of each page location): as
 * it asks for /api/, but a GET only, so a process that drains or refuses is simply skipped.
 */
const PAGE_PROXY = [
  'proxy_pass http://forum_api;',
  'proxy_http_version 1.1;',
  'proxy_set_header Connection "";',
  'proxy_set_header Host $host;',
  'proxy_set_header X-Forwarded-For $remote_addr;',
  'proxy_set_header X-Forwarded-Proto $scheme;',
  'proxy_set_header X-Forwarded-Host $host;',
  'proxy_connect_timeout 2s;',
  'proxy_read_timeout 30s;',
  'proxy_next_upstream error timeout http_503;',
  'proxy_next_upstream_tries 3;',
  'proxy_next_upstream_timeout 10s;',
  'error_page 502 504 =503 @forum_unavailable;',
]
  .map((line) => `        ${line}`)
  .join('\n');

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

/** Every built page under `root`, as its path from the root (`/index.html`, `/kor/link.html`). */
function htmlFiles(root, dir = root) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'assets' || entry.name.startsWith('.') ? [] : htmlFiles(root, full);
    return entry.name.endsWith('.html') ? [`/${path.relative(root, full).split(path.sep).join('/')}`] : [];
  });
}

/**
 * The `$forum_script_src` map's lines: each built page with inline scripts, and their hashes (the
 * same sha256 the API's pageFile.ts allows), so nginx sends the API's content security policy.
 */
export function inlineScriptMap(siteRoot) {
  if (!fs.existsSync(path.join(siteRoot, 'index.html'))) {
    throw new Error(`render-nginx: ${siteRoot}/index.html not found: build the site first (npm run build)`);
  }
  return htmlFiles(siteRoot)
    .sort()
    .flatMap((page) => {
      const html = fs.readFileSync(path.join(siteRoot, page), 'utf8');
      const hashes = [...html.matchAll(INLINE_SCRIPT)]
        // A data block (type="application/json": the page's edition) is never run: nothing to allow.
        .filter(
          ([, attributes = '', body = '']) =>
            !/\bsrc\s*=/i.test(attributes) &&
            !/\btype\s*=\s*["']?application\/json/i.test(attributes) &&
            body.length > 0,
        )
        .map(([, , body]) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
      return hashes.length > 0 ? [`    "${page}"  "'self' ${hashes.join(' ')}";`] : [];
    })
    .join('\n');
}

export function renderNginxConfig(env = process.env) {
  const missing = Object.keys(SETTINGS).filter((name) => !env[name]?.trim());
  if (missing.length > 0) {
    throw new Error(`render-nginx: set\n${missing.map((name) => `  ${name}: ${SETTINGS[name]}`).join('\n')}`);
  }
  const ports = env.FORUM_API_PORTS.split(/[\s,]+/).filter(Boolean);
  const bad = ports.filter((port) => !/^\d{1,5}$/.test(port));
  if (bad.length > 0) throw new Error(`render-nginx: FORUM_API_PORTS must be port numbers, not ${bad.join(', ')}`);
  const values = {
    ...Object.fromEntries(Object.keys(SETTINGS).map((name) => [name, env[name].trim()])),
    // max_fails=0: a process that refuses connections while it restarts is simply skipped for that
    // request (it is on loopback, so trying costs nothing); it is never marked down for a while.
    FORUM_UPSTREAM_SERVERS: ports.map((port) => `    server 127.0.0.1:${port} max_fails=0;`).join('\n'),
    FORUM_INLINE_SCRIPT_MAP: inlineScriptMap(env.FORUM_SITE_ROOT.trim()),
    FORUM_PAGE_PROXY: PAGE_PROXY,
  };
  const substitute = (line, only = {}) =>
    line.replace(/\$\{(FORUM_[A-Z_]+)\}/g, (match, name) => {
      if (!(name in values)) throw new Error(`render-nginx: the template uses an unknown placeholder ${match}`);
      return only[name] ?? values[name];
    });
  // A `listen` line is repeated once per address when its setting lists several ("443 [::]:443").
  return fs
    .readFileSync(TEMPLATE, 'utf8')
    .split('\n')
    .flatMap((line) => {
      const listen = /^\s*listen \$\{(FORUM_HTTPS?_LISTEN)\}/.exec(line);
      if (!listen) return [substitute(line)];
      return values[listen[1]].split(/\s+/).map((address) => substitute(line, { [listen[1]]: address }));
    })
    .join('\n');
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    const outIndex = process.argv.indexOf('--out');
    const config = renderNginxConfig();
    if (outIndex > 0 && process.argv[outIndex + 1]) fs.writeFileSync(process.argv[outIndex + 1], config);
    else process.stdout.write(config);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
}
