/**
 * Pictures for the site: uploaded by managers (`POST /api/admin/media`), kept in the database
 * (migration 025) and served by the hash of their bytes at `/media/<hash>.<ext>`.
 */
export { type MediaService, createMediaService } from './service';
export { mediaFilesRouter, mediaUploadRouter } from './router';
