/**
 * HTTP(S) requests with node:http, for what fetch() cannot do or hides: any method (TRACE is
 * forbidden in fetch), huge or hand-made bodies, keep-alive agents whose sockets a test counts,
 * a private CA, a chosen source address, and the socket error code when a connection fails.
 */
import http from 'node:http';
import https from 'node:https';

export interface HttpRequestOptions {
  method?: string;
  headers?: Record<string, string | number>;
  /** Sent as is; `json` sets the body and Content-Type instead. */
  body?: string | Buffer;
  json?: unknown;
  /** Default: a connection of its own, closed after the answer. */
  agent?: http.Agent;
  /** HTTPS: the certificate authority to trust (a test's self-signed certificate). */
  ca?: string | Buffer;
  /** The local address to connect from (any 127.x.y.z works on Linux loopback). */
  localAddress?: string;
  timeoutMs?: number;
}

export interface HttpResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
  json<T = unknown>(): T;
}

/** Rejects with the socket's error (its `code`: ECONNRESET, ECONNREFUSED, ...) if there is no answer. */
export function httpRequest(url: string, options: HttpRequestOptions = {}): Promise<HttpResponse> {
  const target = new URL(url);
  const headers: Record<string, string | number> = { ...options.headers };
  let body = options.body;
  if (options.json !== undefined) {
    body = JSON.stringify(options.json);
    headers['Content-Type'] ??= 'application/json';
  }
  if (body !== undefined) headers['Content-Length'] ??= Buffer.byteLength(body);
  const client = target.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const req = client.request(
      target,
      {
        method: options.method ?? (body === undefined ? 'GET' : 'POST'),
        headers,
        // Without an agent of the test's own, one connection per request: nothing kept alive
        // that would hold a draining server open.
        agent: options.agent ?? false,
        ...(options.ca ? { ca: options.ca } : {}),
        ...(options.localAddress ? { localAddress: options.localAddress } : {}),
        timeout: options.timeoutMs ?? 30_000,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({ status: res.statusCode ?? 0, headers: res.headers, text, json: <T>() => JSON.parse(text) as T });
        });
      },
    );
    req.on('timeout', () => req.destroy(Object.assign(new Error('request timed out'), { code: 'ETIMEDOUT' })));
    req.on('error', reject);
    req.end(body);
  });
}
