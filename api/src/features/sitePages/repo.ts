import type { Database } from '../../db/database';

export interface SitePageRow {
  file: string;
  edition: number;
  html: string;
  etag: string;
  build_id: string;
  rendered_at: string;
}

export function createSitePagesRepo(db: Database) {
  return {
    async page(file: string): Promise<Pick<SitePageRow, 'html' | 'etag'> | null> {
      const row = (await db('site_pages').where({ file }).first('html', 'etag')) as
        Pick<SitePageRow, 'html' | 'etag'> | undefined;
      return row ?? null;
    },

    async stamps(): Promise<Pick<SitePageRow, 'file' | 'edition' | 'build_id'>[]> {
      return (await db('site_pages').select('file', 'edition', 'build_id')) as Pick<
        SitePageRow,
        'file' | 'edition' | 'build_id'
      >[];
    },

    /**
     * Puts these rows in place of every stored page, in one transaction. An upsert, not a delete
     * and insert: two processes starting together render the same bytes and both may write them.
     */
    async replaceAll(rows: readonly SitePageRow[]): Promise<void> {
      const write = () =>
        db.transaction(async (trx) => {
          for (const row of rows) {
            await trx('site_pages').insert(row).onConflict('file').merge();
          }
          await trx('site_pages')
            .whereNotIn(
              'file',
              rows.map((row) => row.file),
            )
            .delete();
        });
      // Two processes starting at once may write the same new rows: MySQL can pick one of the two
      // as a deadlock's victim, whose write is then simply made again.
      for (let attempt = 1; ; attempt += 1) {
        try {
          await write();
          return;
        } catch (error) {
          const code = (error as { code?: string }).code;
          if (attempt >= 3 || (code !== 'ER_LOCK_DEADLOCK' && code !== 'SQLITE_BUSY')) throw error;
        }
      }
    },
  };
}

export type SitePagesRepo = ReturnType<typeof createSitePagesRepo>;
