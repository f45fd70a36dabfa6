import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const API_DIST = path.join(REPO_ROOT, 'api', 'dist');
export const SITE_DIST = path.join(REPO_ROOT, 'site', 'dist');
export const RENDER_NGINX = path.join(REPO_ROOT, 'deploy', 'render-nginx.mjs');
