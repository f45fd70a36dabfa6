/**
 * Pictures through HTTP on SQLite (and MariaDB when TEST_DATABASE_URL is set), with real files
 * made here by sharp: a JPEG carrying EXIF and GPS is served without any metadata and fitted to
 * its use; the type comes from the bytes (an HTML page named .png is refused); an SVG with a
 * script, handlers, a foreignObject and outside references is served without them, under a
 * policy that runs nothing; 6 MB is refused in both languages and nothing is stored; the same file
 * twice is one picture; the served headers; managers only, and each upload is in the access log.
 */
import sharp from 'sharp';
import exifReader from 'exif-reader';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEDIA_USES, type UploadedMedia, mediaTooLargeMessage } from '@forum/shared';
import { type TestForum, bearer, createTestAdmin, logRows, loginToken, startTestForum } from '../../testing';

let forum: TestForum;
let auth: Record<string, string>;
let staff: Record<string, string>;

beforeAll(async () => {
  forum = await startTestForum();
  auth = bearer(await loginToken(forum, forum.admin));
  const account = await createTestAdmin(forum.db, 'staff@forum.test', 'staff password 123', undefined, {
    role: 'staff',
  });
  staff = bearer(await loginToken(forum, account));
});

afterAll(async () => {
  await forum.close();
});

function upload(
  file: Buffer | string,
  options: { query?: string; type?: string; headers?: Record<string, string> } = {},
) {
  return fetch(`${forum.url}/api/admin/media${options.query ?? ''}`, {
    method: 'POST',
    headers: { ...auth, 'Content-Type': options.type ?? 'application/octet-stream', ...options.headers },
    body: typeof file === 'string' ? file : new Uint8Array(file),
  });
}

async function uploaded(file: Buffer | string, query = ''): Promise<UploadedMedia> {
  const res = await upload(file, { query });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as UploadedMedia;
}

async function served(url: string): Promise<{ res: Response; bytes: Buffer }> {
  const res = await fetch(forum.url + url);
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
}

const mediaCount = async () => Number(((await forum.db('media').count({ n: '*' })) as [{ n: number | string }])[0].n);

/** A photo of some detail (noise compresses badly), 1200 x 900, carrying EXIF and GPS. */
async function photoWithLocation(): Promise<Buffer> {
  const noise = Buffer.alloc(1200 * 900 * 3);
  for (let i = 0; i < noise.length; i += 1) noise[i] = (i * 7919) % 251;
  return sharp(noise, { raw: { width: 1200, height: 900, channels: 3 } })
    .withExif({
      IFD0: { Make: 'Forum Test Camera', Model: 'Secret Model 9', Artist: 'Kim Photographer' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '35/1 10/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '129/1 4/1 0/1' },
    })
    .jpeg({ quality: 90 })
    .toBuffer();
}

describe('POST /api/admin/media', () => {
  it('re-encodes a JPEG without its EXIF and GPS, at the size a speaker is shown', async () => {
    const photo = await photoWithLocation();
    // The file really carries them: the test would prove nothing otherwise.
    const before = exifReader((await sharp(photo).metadata()).exif!);
    expect(before.GPSInfo?.GPSLatitudeRef).toBe('N');
    expect(before.Image?.Model).toBe('Secret Model 9');

    const media = await uploaded(photo, '?use=speaker');
    expect(media).toEqual({
      id: expect.any(Number),
      url: expect.stringMatching(/^\/media\/[0-9a-f]{64}\.jpg$/),
      width: MEDIA_USES.speaker.width,
      height: MEDIA_USES.speaker.height,
    });
    const { res, bytes } = await served(media.url);
    expect(res.status).toBe(200);
    const after = await sharp(bytes).metadata();
    expect(after).toMatchObject({ format: 'jpeg', width: 112, height: 112 });
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(after.iptc).toBeUndefined();
    for (const secret of ['Secret Model 9', 'Kim Photographer', 'Forum Test Camera']) {
      expect(bytes.includes(Buffer.from(secret))).toBe(false);
    }
  });

  it('fits a picture inside its box without enlarging it', async () => {
    const wide = await sharp({ create: { width: 2400, height: 600, channels: 3, background: '#123456' } })
      .webp()
      .toBuffer();
    expect(await uploaded(wide, '?use=logo')).toMatchObject({
      url: expect.stringMatching(/\.webp$/),
      width: 640,
      height: 160,
    });
    const small = await sharp({ create: { width: 40, height: 30, channels: 4, background: '#ff000080' } })
      .png()
      .toBuffer();
    expect(await uploaded(small)).toMatchObject({ width: 40, height: 30 });
  });

  it('reads the type from the bytes: an HTML page named .png is refused and nothing is stored', async () => {
    const count = await mediaCount();
    const html = '<!doctype html><html><body><script>alert(1)</script></body></html>';
    for (const locale of ['en', 'ko'] as const) {
      const res = await upload(html, {
        type: 'image/png',
        headers: { 'Accept-Language': locale, 'X-File-Name': 'photo.png' },
      });
      expect(res.status).toBe(415);
      const body = (await res.json()) as { error: { code: string; message: string } };
      expect(body.error.code).toBe('unsupported_media');
      expect(body.error.message).toMatch(locale === 'ko' ? /PNG, JPEG, WebP, SVG/ : /PNG, JPEG, WebP or SVG/);
    }
    // A PNG signature in front of something else is not a PNG either.
    const fake = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from(html)]);
    expect((await upload(fake)).status).toBe(415);
    expect(await mediaCount()).toBe(count);
  });

  it('serves an SVG with a script and outside references without them, under a policy that runs nothing', async () => {
    const svg = [
      '<?xml version="1.0"?>',
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="120" height="60" onload="alert(1)">',
      '<script>alert(document.cookie)</script>',
      '<defs><linearGradient id="g"><stop offset="0" stop-color="#0a3"/></linearGradient></defs>',
      '<rect width="120" height="60" fill="url(#g)" onclick="steal()"/>',
      '<image href="https://tracker.example/pixel.png" width="10" height="10"/>',
      '<use xlink:href="https://evil.example/sprite.svg#icon"/>',
      '<use href="#g"/>',
      '<a href="javascript:alert(1)"><text x="4" y="40">Forum</text></a>',
      '<foreignObject><body xmlns="http://www.w3.org/1999/xhtml"><iframe src="https://evil.example"/></body></foreignObject>',
      '<style>@import url(https://evil.example/x.css);</style>',
      '<circle cx="5" cy="5" r="4" style="fill: url(https://evil.example/f.svg#p)"/>',
      '<circle cx="9" cy="9" r="4" style="fill: \\75 rl(https://evil.example/escaped.svg)"/>',
      '</svg>',
    ].join('');
    const media = await uploaded(svg, '?use=logo');
    expect(media).toMatchObject({ url: expect.stringMatching(/\.svg$/), width: 120, height: 60 });
    const { res, bytes } = await served(media.url);
    const text = bytes.toString('utf8');
    for (const gone of [
      '<script',
      'alert',
      'onload',
      'onclick',
      'foreignObject',
      'iframe',
      'evil.example',
      'tracker.example',
      'javascript:',
      '@import',
      '<style',
      '<a ',
    ]) {
      expect(text).not.toContain(gone);
    }
    // What the drawing is made of stays, its own reference included.
    expect(text).toContain('<rect width="120" height="60" fill="url(#g)">');
    expect(text).toContain('<use href="#g">');
    expect(text).not.toMatch(/href="(?!#)/);
    expect(res.headers.get('content-type')).toBe('image/svg+xml');
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
  });

  it('refuses an SVG that declares entities (an entity bomb, an outside file)', async () => {
    const bomb =
      '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;">]>' +
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><text>&b;</text></svg>';
    const res = await upload(bomb, { headers: { 'Accept-Language': 'ko' } });
    expect(res.status).toBe(415);
    expect(((await res.json()) as { error: { message: string } }).error.message).toContain('SVG');
  });

  it('refuses 6 MB in the organiser’s language and stores nothing', async () => {
    const count = await mediaCount();
    const big = Buffer.alloc(6 * 1024 * 1024, 0xff);
    for (const locale of ['en', 'ko'] as const) {
      const res = await upload(big, { headers: { 'Accept-Language': locale } });
      expect(res.status).toBe(413);
      expect(await res.json()).toEqual({
        error: { code: 'payload_too_large', message: mediaTooLargeMessage(locale) },
      });
    }
    expect(await mediaCount()).toBe(count);
  });

  it('answers the same file uploaded twice with the same picture', async () => {
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#336699' } })
      .png()
      .toBuffer();
    const first = await uploaded(png);
    const count = await mediaCount();
    const second = await uploaded(png);
    expect(second).toEqual(first);
    expect(await mediaCount()).toBe(count);
  });

  it('is for managers only, and every upload is in the access log without its file', async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    const refused = await upload(png, { headers: staff });
    expect(refused.status).toBe(403);
    const anonymous = await fetch(`${forum.url}/api/admin/media`, { method: 'POST', body: new Uint8Array(png) });
    expect(anonymous.status).toBe(401);

    const media = await uploaded(png, '?use=portrait');
    const entry = (await logRows(forum.db, 'media_upload')).at(-1)!;
    expect(entry.account).toBe(forum.admin.email);
    expect(entry.detail).toMatchObject({
      id: media.id,
      type: 'image/png',
      use: 'portrait',
      hash: media.url.slice(7, 71),
    });
    expect(entry.detail).not.toHaveProperty('data');
  });
});

describe('GET /media/<hash>.<ext>', () => {
  it('serves the bytes for good: immutable caching, ETag, the type, nosniff; 304 when unchanged', async () => {
    const png = await sharp({ create: { width: 20, height: 10, channels: 3, background: '#abcdef' } })
      .png()
      .toBuffer();
    const media = await uploaded(png);
    const { res, bytes } = await served(media.url);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const etag = res.headers.get('etag')!;
    expect(etag).toBe(`"${media.url.slice(7, 71)}"`);
    expect((await sharp(bytes).metadata()).width).toBe(20);

    const again = await fetch(forum.url + media.url, { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
  });

  it('answers 404 for an unknown hash or another extension', async () => {
    const png = await sharp({ create: { width: 5, height: 5, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const media = await uploaded(png);
    expect((await fetch(forum.url + media.url.replace('.png', '.svg'))).status).toBe(404);
    expect((await fetch(`${forum.url}/media/${'0'.repeat(64)}.png`)).status).toBe(404);
    expect((await fetch(`${forum.url}/media/..%2Fpackage.json`)).status).toBe(404);
  });
});
