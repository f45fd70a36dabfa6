/**
 * Uploading a picture for the site (`POST /api/admin/media`): the file's bytes as the body, the
 * use naming the size it is stored at. A refusal comes back with the server's words in the
 * console's language; a file over 5 MB is refused here before it is sent.
 */
import {
  type ApiErrorCode,
  type Locale,
  MEDIA_MAX_BYTES,
  type MediaUse,
  type UploadedMedia,
  errorMessage,
  mediaTooLargeMessage,
} from '@forum/shared';
import type { AdminClient } from '../lib/apiClient';

export type MediaUpload = { ok: true; media: UploadedMedia } | { ok: false; code: ApiErrorCode; message: string };

/** The picture a file became, or the refusal in the organiser's words. */
export async function uploadMedia(
  client: AdminClient,
  token: string,
  file: Blob,
  use: MediaUse,
  locale: Locale,
): Promise<MediaUpload> {
  if (file.size > MEDIA_MAX_BYTES)
    return { ok: false, code: 'payload_too_large', message: mediaTooLargeMessage(locale) };
  const bytes = await file.arrayBuffer();
  const answer = await client.upload(`/api/admin/media?use=${use}`, token, {
    bytes,
    // The server reads the type from the bytes; this only says what the browser guessed.
    type: file.type || 'application/octet-stream',
    language: locale,
  });
  if (!answer.ok) return { ok: false, code: answer.code, message: errorMessage(answer.code, locale) };
  const { status, body } = answer;
  if (status === 201 && body && typeof body.url === 'string') {
    return {
      ok: true,
      media: { id: Number(body.id), url: body.url, width: Number(body.width), height: Number(body.height) },
    };
  }
  const error = (body?.error ?? null) as { code?: ApiErrorCode; message?: string } | null;
  const code: ApiErrorCode =
    error?.code ?? (status === 413 ? 'payload_too_large' : status === 401 ? 'unauthorized' : 'internal_error');
  const message =
    code === 'payload_too_large' ? mediaTooLargeMessage(locale) : (error?.message ?? errorMessage(code, locale));
  return { ok: false, code, message };
}

/** Where the console loads a picture the document names: the server's own address before it. */
export function pictureSource(client: AdminClient, url: string): string {
  return url.startsWith('/') ? `${client.apiBase.replace(/\/+$/, '')}${url}` : url;
}
