import http from 'node:http';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpRequest, validRegistration, type TestForum, startTestForum } from '../testing';

let server: TestForum;

beforeAll(async () => {
  server = await startTestForum({ admin: null });
});

afterAll(async () => {
  await server.close();
});

const registrationCount = async () =>
  Number(((await server.db('registrants').count({ n: '*' })) as Array<{ n: number | string }>)[0]!.n);

function post(body: Buffer | string, headers: Record<string, string | number> = {}) {
  return httpRequest(`${server.url}/api/user`, {
    method: 'POST',
    body,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

describe('Content-Encoding', () => {
  it.each(['gzip', 'deflate', 'br'])(
    'answers 400 when a body is not %s-compressed as its header says',
    async (encoding) => {
      const before = await registrationCount();
      const res = await post(JSON.stringify(validRegistration()), { 'Content-Encoding': encoding });
      expect(res.status).toBe(400);
      expect(res.json()).toMatchObject({ error: { code: 'invalid_json' } });
      expect(await registrationCount()).toBe(before);
      expect(server.logs.filter((line) => line.includes('"level":"error"'))).toEqual([]);
    },
  );

  it.each([
    ['gzip', zlib.gzipSync],
    ['deflate', zlib.deflateSync],
    ['br', zlib.brotliCompressSync],
  ] as const)('accepts a body really compressed with %s', async (encoding, compress) => {
    const res = await post(compress(Buffer.from(JSON.stringify(validRegistration()))), {
      'Content-Encoding': encoding,
    });
    expect(res.status).toBe(201);
  });

  it('counts the 16 KB limit after decompression (no zip bombs)', async () => {
    const bomb = zlib.gzipSync(Buffer.from(JSON.stringify({ ...validRegistration(), about: 'x'.repeat(1024 * 1024) })));
    expect(bomb.length).toBeLessThan(16 * 1024);
    const res = await post(bomb, { 'Content-Encoding': 'gzip' });
    expect(res.status).toBe(413);
  });

  it('answers 415 for a coding it does not know', async () => {
    const res = await post(JSON.stringify(validRegistration()), { 'Content-Encoding': 'x-unknown' });
    expect(res.status).toBe(415);
  });
});

/**
 * Sends `size` bytes of JSON-looking data (with or without Content-Length) and reads the answer,
 * then waits for the connection to end: any socket error on the way (a reset, a broken pipe)
 * fails, even after the answer arrived.
 */
function sendLargeBody(size: number, chunked: boolean): Promise<{ status: number; body: string }> {
  const url = new URL(`${server.url}/api/user`);
  return new Promise((resolve, reject) => {
    let answer: { status: number; body: string } | undefined;
    const req = http.request(url, {
      method: 'POST',
      agent: false,
      headers: {
        'Content-Type': 'application/json',
        Connection: 'close',
        ...(chunked ? {} : { 'Content-Length': size }),
      },
    });
    req.on('response', (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => (answer = { status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.on('close', () => (answer ? resolve(answer) : reject(new Error('closed without an answer'))));
    const prefix = '{"company":"';
    req.write(prefix);
    let sent = prefix.length;
    const writeMore = () => {
      while (sent < size) {
        const chunk = Buffer.alloc(Math.min(64 * 1024, size - sent), 'a');
        sent += chunk.length;
        if (!req.write(chunk)) return void req.once('drain', writeMore);
      }
      req.end();
    };
    writeMore();
  });
}

describe('bodies over 16 KB', () => {
  it.each([
    ['with Content-Length', false],
    ['chunked', true],
  ])('reads and discards a multi-megabyte body %s, then answers 413 the client can read', async (_label, chunked) => {
    for (let attempt = 0; attempt < 3; attempt++) {
      const res = await sendLargeBody(6 * 1024 * 1024, chunked);
      expect(res.status).toBe(413);
      expect(JSON.parse(res.body)).toMatchObject({ error: { code: 'payload_too_large' } });
    }
  });

  it('answers a body declared larger than it will read at once, closing the connection', async () => {
    const res = await new Promise<{ status: number; connection?: string }>((resolve, reject) => {
      const req = http.request(new URL(`${server.url}/api/user`), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Content-Length': 512 * 1024 * 1024 },
      });
      req.on('response', (r) => {
        r.resume();
        resolve({ status: r.statusCode ?? 0, connection: r.headers.connection });
      });
      req.on('error', reject);
      req.flushHeaders();
    });
    expect(res).toEqual({ status: 413, connection: 'close' });
  });
});
