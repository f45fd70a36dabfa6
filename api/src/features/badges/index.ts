/** Name badges: the batch from the admin list and the desk's one badge, as PDFs; and the forum's printed font. */
export { badgesRouter } from './router';
export { type BadgeService, createBadgeService } from './service';
