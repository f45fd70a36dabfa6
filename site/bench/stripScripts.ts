/**
 * The bench's own server for the "static limit": a proxy in front of the real server that answers
 * every page with its HTML minus scripts and module preloads, compressed the way the server
 * compressed it (koa-compress's settings), and passes everything else (CSS, images, the API)
 * through untouched. What is left is exactly what the page would cost if it had no JavaScript.
 * Each stripped page is made once and then served from memory (warm it up before measuring), so
 * the script-free page is never the slower one to arrive: that would flatter the ratio.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';

type Codec = { decode: (data: Buffer) => Buffer; encode: (data: Buffer) => Buffer };

const CODECS: Record<string, Codec> = {
  gzip: { decode: zlib.gunzipSync, encode: (data) => zlib.gzipSync(data) },
  deflate: { decode: zlib.inflateSync, encode: (data) => zlib.deflateSync(data) },
  br: {
    decode: zlib.brotliDecompressSync,
    encode: (data) => zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } }),
  },
};
// Node 22.15+ has zstd, which koa-compress then prefers.
const zstd = zlib as unknown as {
  zstdDecompressSync?: (data: Buffer) => Buffer;
  zstdCompressSync?: (data: Buffer) => Buffer;
};
if (zstd.zstdDecompressSync && zstd.zstdCompressSync) {
  CODECS.zstd = { decode: zstd.zstdDecompressSync, encode: zstd.zstdCompressSync };
}

/** The page without JavaScript: no script elements (inline or not) and no module preloads. */
export function stripScripts(html: string): string {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>\s*/gi, '')
    .replace(/<link\b[^>]*\brel="modulepreload"[^>]*>\s*/gi, '');
}

export interface StripScriptsProxy {
  url: string;
  close(): Promise<void>;
}

export async function startStripScriptsProxy(upstream: string): Promise<StripScriptsProxy> {
  const target = new URL(upstream);
  const pages = new Map<string, { status: number; headers: http.OutgoingHttpHeaders; body: Buffer }>();
  const server = http.createServer((incoming, outgoing) => {
    const key = `${incoming.method} ${incoming.url} ${incoming.headers['accept-encoding'] ?? ''}`;
    const page = pages.get(key);
    if (page) {
      outgoing.writeHead(page.status, page.headers);
      outgoing.end(page.body);
      return;
    }
    // Unconditional, so the page is made from a full answer.
    const { 'if-modified-since': _since, 'if-none-match': _match, ...forwarded } = incoming.headers;
    const headers = { ...forwarded, host: target.host };
    const forward = http.request(
      { host: target.hostname, port: target.port, path: incoming.url, method: incoming.method, headers },
      (answer) => {
        const type = String(answer.headers['content-type'] ?? '');
        if (!type.startsWith('text/html')) {
          outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(outgoing);
          return;
        }
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          const encoding = String(answer.headers['content-encoding'] ?? '');
          const codec = CODECS[encoding];
          const raw = codec ? codec.decode(Buffer.concat(chunks)) : Buffer.concat(chunks);
          const stripped = Buffer.from(stripScripts(raw.toString('utf8')));
          const body = codec ? codec.encode(stripped) : stripped;
          const {
            'content-length': _length,
            'transfer-encoding': _chunked,
            'last-modified': _modified,
            ...rest
          } = answer.headers;
          const made = {
            status: answer.statusCode ?? 502,
            headers: { ...rest, 'content-length': String(body.length) },
            body,
          };
          if (made.status === 200) pages.set(key, made);
          outgoing.writeHead(made.status, made.headers);
          outgoing.end(made.body);
        });
      },
    );
    forward.on('error', () => {
      outgoing.writeHead(502);
      outgoing.end();
    });
    incoming.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
