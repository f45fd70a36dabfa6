/**
 * Pictures the organiser uploads for the site (`POST /api/admin/media`): what is accepted, how
 * large, and the size each use is stored at, so the admin, the API and the site agree on them.
 */
import type { Locale } from './locale';

/** The largest file accepted, in bytes (5 MB). */
export const MEDIA_MAX_BYTES = 5 * 1024 * 1024;

export const MEDIA_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/svg+xml'] as const;
export type MediaType = (typeof MEDIA_TYPES)[number];

/** The file name extension a stored picture is served under (`/media/<hash>.<ext>`). */
export const MEDIA_EXTENSIONS: Readonly<Record<MediaType, string>> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/svg+xml': 'svg',
};

/**
 * Where a picture is shown, and the largest box it is stored at: twice the CSS pixels the site
 * draws it at (crisp on high-density screens), never enlarged. A speaker's photo is a 56 px
 * circle, so it is cropped to a square; the letter's photo is 240 px; a logo fits its box.
 */
export const MEDIA_USES = {
  speaker: { width: 112, height: 112, fit: 'cover' },
  portrait: { width: 480, height: 480, fit: 'cover' },
  logo: { width: 640, height: 320, fit: 'inside' },
  /** Anything else: no larger than a wide screen shows it. */
  picture: { width: 1600, height: 1600, fit: 'inside' },
} as const satisfies Record<string, { width: number; height: number; fit: 'cover' | 'inside' }>;
export type MediaUse = keyof typeof MEDIA_USES;

export function isMediaUse(value: unknown): value is MediaUse {
  return typeof value === 'string' && Object.hasOwn(MEDIA_USES, value);
}

/** `201` of `POST /api/admin/media`. */
export interface UploadedMedia {
  id: number;
  /** `/media/<hash>.<ext>`: the same file uploaded again answers the same url. */
  url: string;
  width: number;
  height: number;
}

/** The refusal of a file over MEDIA_MAX_BYTES (413 payload_too_large), with its size in the words. */
export function mediaTooLargeMessage(locale: Locale): string {
  return locale === 'ko'
    ? '그림 파일이 너무 큽니다. 5MB 이하의 파일을 올려 주세요.'
    : 'The picture is too large: upload a file of at most 5 MB.';
}

/** The refusal of an SVG that carries what a picture must not (a script, an outside reference). */
export function unsafeSvgMessage(locale: Locale): string {
  return locale === 'ko'
    ? '이 SVG 파일은 안전하게 보여 줄 수 없습니다. PNG나 JPEG로 저장해 올려 주세요.'
    : 'This SVG cannot be shown safely: save it as a PNG or JPEG and upload that.';
}
