/**
 * Uploading a picture: read for what it is, prepared for the site (mediaFile.ts), stored once per
 * content (the hash of the stored bytes names it) with an access-log entry in the same transaction.
 */
import { createHash } from 'node:crypto';
import { MEDIA_EXTENSIONS, type MediaUse, type UploadedMedia, unsafeSvgMessage } from '@forum/shared';
import type { Database } from '../../db/database';
import { AppError } from '../../errors';
import type { AccessLog, Actor } from '../accessLog';
import { prepareMedia } from './mediaFile';
import { type MediaFile, findMediaByHash, insertMedia, readMediaFile } from './repo';

export interface MediaService {
  upload(actor: Actor, file: Buffer, use: MediaUse): Promise<UploadedMedia>;
  /** The bytes of `/media/<hash>.<ext>`; null when unknown or under another extension. */
  read(hash: string, extension: string): Promise<MediaFile | null>;
}

export const mediaUrl = (hash: string, type: keyof typeof MEDIA_EXTENSIONS) =>
  `/media/${hash}.${MEDIA_EXTENSIONS[type]}`;

const isDuplicateKey = (error: unknown) => {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'ER_DUP_ENTRY' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT';
};

export function createMediaService(db: Database, accessLog: AccessLog, clock: () => Date): MediaService {
  return {
    async upload(actor, file, use) {
      const prepared = await prepareMedia(file, use);
      if (!prepared.ok) {
        throw prepared.problem === 'unsafe_svg'
          ? new AppError('unsupported_media', { messages: { en: unsafeSvgMessage('en'), ko: unsafeSvgMessage('ko') } })
          : new AppError('unsupported_media');
      }
      const { media } = prepared;
      const hash = createHash('sha256').update(media.data).digest('hex');
      const answer = (id: number): UploadedMedia => ({
        id,
        url: mediaUrl(hash, media.type),
        width: media.width,
        height: media.height,
      });
      const logged = (id: number, stored: boolean) => ({
        actor,
        action: 'media_upload' as const,
        detail: {
          id,
          hash,
          type: media.type,
          bytes: media.data.length,
          use,
          stored,
          ...svgDetail(prepared.svgRemoved),
        },
      });
      try {
        return await accessLog.run(async (trx) => {
          const existing = await findMediaByHash(trx, hash);
          const id =
            existing?.id ?? (await insertMedia(trx, { ...media, hash, createdBy: actor.adminId, createdAt: clock() }));
          return { result: answer(id), entries: [logged(id, existing === null)] };
        });
      } catch (error) {
        // Two managers uploaded the same file at once: the other one's row is this picture.
        if (!isDuplicateKey(error)) throw error;
        const existing = await findMediaByHash(db, hash);
        if (!existing) throw error;
        await accessLog.append(logged(existing.id, false));
        return answer(existing.id);
      }
    },
    async read(hash, extension) {
      if (!/^[0-9a-f]{64}$/.test(hash)) return null;
      const file = await readMediaFile(db, hash);
      return file && MEDIA_EXTENSIONS[file.type] === extension ? file : null;
    },
  };
}

const svgDetail = (removed: number | undefined) => (removed === undefined ? {} : { svgRemoved: removed });
