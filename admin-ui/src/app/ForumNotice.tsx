/**
 * The bar's line about the forum itself: that it has ended (what to prepare next), and that the
 * server runs on a test clock (FORUM_CLOCK), so nobody takes a rehearsal's time for the real one.
 */
import { type AdminForumState, type Locale, formatKoreaDateTime } from '@forum/shared';
import { APP_TEXT } from './appText';

export function ForumNotice({ forum, locale }: { forum: AdminForumState | undefined; locale: Locale }) {
  if (!forum || (!forum.endedNotice && !forum.clock)) return null;
  const t = APP_TEXT[locale];
  return (
    <div className="admin-bar__forum" role="status" aria-label={t.forumNotices}>
      {forum.endedNotice ? <p className="admin-bar__forum-ended">{forum.endedNotice[locale]}</p> : null}
      {forum.clock ? <p className="admin-bar__forum-clock">{t.forumClock(formatKoreaDateTime(forum.clock))}</p> : null}
    </div>
  );
}
