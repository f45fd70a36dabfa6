/**
 * A real nginx running deploy/nginx/forum.conf.template, rendered by deploy/render-nginx.mjs (the
 * README's own step) with test values: loopback ports, a self-signed certificate made here with
 * openssl, and a throwaway folder for logs and temporary files. The main nginx.conf around it is
 * the minimum Debian's provides (mime types, an http block including the site).
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { RENDER_NGINX, SITE_DIST } from './paths';

export interface Nginx {
  httpsUrl: string;
  httpUrl: string;
  httpsPort: number;
  /** The certificate the test trusts (it is its own authority). */
  ca: Buffer;
  accessLog: string;
  /** nginx's own error log (warn and above): why it answered for an upstream. */
  errorLog: string;
  /** The rendered site file. */
  siteConfig: string;
  stop(): Promise<void>;
}

function findExecutable(names: string[], install: string): string {
  for (const name of names) {
    if (name.includes('/') && fs.existsSync(name)) return name;
    for (const dir of (process.env.PATH ?? '').split(':')) {
      const full = path.join(dir, name);
      if (dir && fs.existsSync(full)) return full;
    }
  }
  throw new Error(`${names[0]} is not installed: ${install}`);
}

export const nginxBinary = () =>
  findExecutable([process.env.NGINX_BIN ?? 'nginx', '/usr/sbin/nginx'], 'apt-get install -y nginx (or set NGINX_BIN)');
const opensslBinary = () => findExecutable(['openssl'], 'apt-get install -y openssl');

/** A port nobody listens on right now (the OS's choice), for servers that need it in advance. */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** A self-signed certificate for localhost and 127.0.0.1 (EC keys: made in milliseconds). */
export function selfSignedCertificate(dir: string): { cert: string; key: string } {
  const cert = path.join(dir, 'cert.pem');
  const key = path.join(dir, 'key.pem');
  execFileSync(
    opensslBinary(),
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '2',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost,IP:127.0.0.1',
      '-keyout',
      key,
      '-out',
      cert,
    ],
    { stdio: 'ignore' },
  );
  return { cert, key };
}

/** The README's rendering step, run as the README runs it. */
export function renderSiteConfig(env: Record<string, string>, out: string): void {
  execFileSync(process.execPath, [RENDER_NGINX, '--out', out], {
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}

/**
 * Writes the minimal nginx.conf around a site file (what Debian's nginx.conf provides: mime types
 * and an http block), checks it with `nginx -t`, and returns the arguments to run nginx with.
 */
export function wrapSiteConfig(dir: string, siteConfig: string, errorLog: string): string[] {
  const tmp = (name: string) => path.join(dir, 'tmp', name);
  for (const sub of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) fs.mkdirSync(tmp(sub), { recursive: true });
  const mainConfig = path.join(dir, 'nginx.conf');
  fs.writeFileSync(
    mainConfig,
    [
      // As root, workers would drop to "nobody", who cannot read a test's files.
      ...(process.getuid?.() === 0 ? ['user root;'] : []),
      'worker_processes 1;',
      `pid ${path.join(dir, 'nginx.pid')};`,
      `error_log ${errorLog} warn;`,
      'events { worker_connections 1024; }',
      'http {',
      '  include /etc/nginx/mime.types;',
      '  default_type application/octet-stream;',
      '  sendfile on;',
      `  client_body_temp_path ${tmp('body')};`,
      `  proxy_temp_path ${tmp('proxy')};`,
      `  fastcgi_temp_path ${tmp('fastcgi')};`,
      `  uwsgi_temp_path ${tmp('uwsgi')};`,
      `  scgi_temp_path ${tmp('scgi')};`,
      `  include ${siteConfig};`,
      '}',
      '',
    ].join('\n'),
  );
  const args = ['-p', dir, '-c', mainConfig, '-e', errorLog];
  try {
    execFileSync(nginxBinary(), [...args, '-t', '-q'], { stdio: 'pipe' });
  } catch (error) {
    throw new Error(`nginx -t refused the rendered config:\n${String((error as { stderr?: Buffer }).stderr ?? error)}`);
  }
  return args;
}

async function waitForPort(port: number, child: ChildProcess, errorLog: string): Promise<void> {
  for (let waited = 0; waited < 10_000; waited += 50) {
    if (child.exitCode !== null) break;
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.destroy();
        resolve(true);
      });
      socket.on('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const log = fs.existsSync(errorLog) ? fs.readFileSync(errorLog, 'utf8') : '';
  throw new Error(`nginx did not start:\n${log}`);
}

export async function startNginx(options: { apiPorts: number[]; siteRoot?: string }): Promise<Nginx> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'forum-nginx-'));
  fs.chmodSync(dir, 0o755);
  const { cert, key } = selfSignedCertificate(dir);
  const [httpPort, httpsPort] = [await freePort(), await freePort()];
  const accessLog = path.join(dir, 'access.log');
  const errorLog = path.join(dir, 'error.log');
  const siteConfig = path.join(dir, 'forum.conf');
  renderSiteConfig(
    {
      FORUM_SERVER_NAME: 'localhost',
      FORUM_SITE_URL: `https://127.0.0.1:${httpsPort}`,
      FORUM_HTTP_LISTEN: `127.0.0.1:${httpPort}`,
      FORUM_HTTPS_LISTEN: `127.0.0.1:${httpsPort}`,
      FORUM_SITE_ROOT: options.siteRoot ?? SITE_DIST,
      FORUM_TLS_CERT: cert,
      FORUM_TLS_KEY: key,
      FORUM_ACME_ROOT: path.join(dir, 'acme'),
      FORUM_ACCESS_LOG: accessLog,
      FORUM_API_PORTS: options.apiPorts.join(' '),
    },
    siteConfig,
  );
  const args = wrapSiteConfig(dir, siteConfig, errorLog);
  const child = spawn(nginxBinary(), [...args, '-g', 'daemon off;'], { stdio: 'ignore' });
  await waitForPort(httpsPort, child, errorLog);
  return {
    httpsUrl: `https://127.0.0.1:${httpsPort}`,
    httpUrl: `http://127.0.0.1:${httpPort}`,
    httpsPort,
    ca: fs.readFileSync(cert),
    accessLog,
    errorLog,
    siteConfig,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
