/**
 * Serves the built renderer (dist/renderer) to the app:// protocol. A request path is decoded and
 * resolved inside the root folder; anything that would leave it (`..`, encoded slashes or
 * backslashes, NUL, a symlink pointing out) is refused with 404, never read.
 */
import { promises as nodeFs } from 'node:fs';
import path from 'node:path';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
};

export interface StaticFilesFs {
  realpath(file: string): Promise<string>;
  stat(file: string): Promise<{ isFile(): boolean }>;
  readFile(file: string): Promise<Uint8Array<ArrayBuffer>>;
}

/**
 * The file under `root` a URL path names, or null when the path is malformed or escapes `root`.
 * Pure: it checks the text of the path; `readStaticFile` also checks where symlinks lead.
 */
export function resolveStaticPath(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return null;
  const segments = decoded.split('/').filter((segment) => segment !== '');
  if (segments.some((segment) => segment === '.' || segment === '..')) return null;
  const relative = segments.length === 0 ? 'index.html' : segments.join('/');
  const resolvedRoot = path.resolve(root);
  const file = path.resolve(resolvedRoot, relative);
  const fromRoot = path.relative(resolvedRoot, file);
  if (fromRoot === '' || fromRoot.startsWith('..') || path.isAbsolute(fromRoot)) return null;
  return file;
}

export function contentTypeFor(file: string): string {
  return CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
}

export type StaticFileResult = { found: true; body: Uint8Array<ArrayBuffer>; contentType: string } | { found: false };

export async function readStaticFile(
  root: string,
  urlPath: string,
  fs: StaticFilesFs = nodeFs,
): Promise<StaticFileResult> {
  const file = resolveStaticPath(root, urlPath);
  if (!file) return { found: false };
  try {
    const [realRoot, realFile] = await Promise.all([fs.realpath(root), fs.realpath(file)]);
    const fromRoot = path.relative(realRoot, realFile);
    if (fromRoot === '' || fromRoot.startsWith('..') || path.isAbsolute(fromRoot)) return { found: false };
    if (!(await fs.stat(realFile)).isFile()) return { found: false };
    return { found: true, body: await fs.readFile(realFile), contentType: contentTypeFor(realFile) };
  } catch {
    return { found: false };
  }
}
