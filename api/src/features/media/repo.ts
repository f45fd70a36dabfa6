/** The `media` table (migration 025): pictures by the hash of their bytes. */
import type { MediaType } from '@forum/shared';
import type { Database } from '../../db/database';

export interface StoredMedia {
  id: number;
  hash: string;
  type: MediaType;
  width: number;
  height: number;
}

export interface MediaFile {
  type: MediaType;
  data: Buffer;
}

const COLUMNS = ['id', 'hash', 'type', 'width', 'height'] as const;

function toStored(row: Record<string, unknown>): StoredMedia {
  return {
    id: Number(row.id),
    hash: String(row.hash),
    type: row.type as MediaType,
    width: Number(row.width),
    height: Number(row.height),
  };
}

export async function findMediaByHash(db: Database, hash: string): Promise<StoredMedia | null> {
  const row = (await db('media').select(COLUMNS).where({ hash }).first()) as Record<string, unknown> | undefined;
  return row ? toStored(row) : null;
}

/** The bytes to serve; null when no picture has this hash. */
export async function readMediaFile(db: Database, hash: string): Promise<MediaFile | null> {
  const row = (await db('media').select('type', 'data').where({ hash }).first()) as
    { type: MediaType; data: Buffer | Uint8Array } | undefined;
  return row ? { type: row.type, data: Buffer.from(row.data) } : null;
}

export interface NewMedia {
  hash: string;
  type: MediaType;
  width: number;
  height: number;
  data: Buffer;
  createdBy: number | null;
  createdAt: Date;
}

/** Inserts the row and answers its id (no `.returning()`: MariaDB has none). */
export async function insertMedia(db: Database, media: NewMedia): Promise<number> {
  const [id] = await db('media').insert({
    hash: media.hash,
    type: media.type,
    width: media.width,
    height: media.height,
    bytes: media.data.length,
    data: media.data,
    created_by: media.createdBy,
    created_at: media.createdAt,
  });
  return Number(id);
}
