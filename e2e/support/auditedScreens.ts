/**
 * What the screen audit (e2e/screenAudit.spec.ts) visits: every screen and dialog, with the
 * routes of site/src/routes.tsx it stands for and the components (file names without .tsx) it
 * shows. auditedScreens.test.ts compares this list with the app: a route of the route table, or a
 * *Screen, *Dialog, *Page, *Modal or *Banner file under site/src or admin-ui/src, that no entry
 * names fails it, so a new screen cannot slip past the audit unnoticed.
 */

/** The walks of the audit, each one test per language and width. */
export type AuditPart = 'site' | 'preview' | 'manage' | 'admin' | 'forum' | 'desk' | 'ended';

export interface AuditedScreen {
  name: string;
  part: AuditPart;
  /** Route paths as routes.tsx writes them (`index` for the index route). */
  routes?: readonly string[];
  /** Component files (base name, no extension) drawn on this screen and audited with it. */
  components?: readonly string[];
}

export const AUDITED_SCREENS: readonly AuditedScreen[] = [
  { name: 'landing', part: 'site', routes: ['index', 'kor'], components: ['LandingPage'] },
  { name: 'link', part: 'site', routes: ['link', 'kor/link'], components: ['LinkPage'] },
  { name: 'about', part: 'site', routes: ['about', 'kor/about'], components: ['AboutPage'] },
  { name: 'not-found', part: 'site', routes: ['*'], components: ['NotFoundPage'] },
  { name: 'registration', part: 'site', components: ['RegistrationModal', 'RegistrationForm'] },
  { name: 'registration-errors', part: 'site' },
  { name: 'registration-thanks', part: 'site', components: ['RegistrationSummary'] },
  // A draft's preview link: the draft's landing page with its band, and its form that sends nothing.
  { name: 'preview', part: 'preview', components: ['PreviewBand'] },
  { name: 'preview-form', part: 'preview' },

  {
    name: 'manage',
    part: 'manage',
    routes: ['kor?/registration/:token'],
    components: ['ManageRegistrationPage', 'RegistrationDetails', 'CheckinCode'],
  },
  { name: 'manage-past-edition', part: 'manage' },
  { name: 'manage-seat-offered', part: 'manage' },
  { name: 'manage-seat-waiting', part: 'manage' },
  { name: 'manage-seat-expired', part: 'manage' },
  { name: 'manage-seat-rejoined', part: 'manage' },
  { name: 'manage-meetings-profile', part: 'manage', components: ['MeetingProfileForm'] },
  { name: 'manage-meetings-ticket-error', part: 'manage' },
  { name: 'manage-meetings', part: 'manage', components: ['MeetingsSection'] },
  { name: 'manage-change', part: 'manage', components: ['ChangeRegistration'] },
  { name: 'manage-cancel', part: 'manage', components: ['CancelConfirmation'] },
  { name: 'manage-cancelled', part: 'manage' },
  { name: 'manage-lost-link', part: 'manage', components: ['LostLinkForm'] },
  { name: 'manage-lost-link-sent', part: 'manage' },
  { name: 'manage-declined', part: 'manage' },
  { name: 'invite', part: 'manage', routes: ['kor?/invite/:token'], components: ['InvitePage'] },
  { name: 'invite-registered', part: 'manage' },
  { name: 'invite-declined', part: 'manage' },

  { name: 'admin-setup', part: 'admin', components: ['SetupScreen'] },
  { name: 'admin-setup-authenticator', part: 'admin' },
  { name: 'admin-login', part: 'admin', routes: ['admin/*'], components: ['AdminPage', 'LoginScreen'] },
  { name: 'admin-enrolment', part: 'admin', components: ['EnrolmentScreen'] },
  { name: 'admin-recovery-codes', part: 'admin' },
  { name: 'admin-list', part: 'admin', components: ['RegistrantsScreen', 'RegistrantTable'] },
  { name: 'admin-edit', part: 'admin', components: ['EditRegistrantDialog', 'FormDialog'] },
  { name: 'admin-delete', part: 'admin', components: ['DeleteRegistrantDialog', 'ConfirmDialog'] },
  { name: 'admin-export-reason', part: 'admin', components: ['ExportReasonDialog'] },
  { name: 'admin-badges', part: 'admin', components: ['BadgesDialog'] },
  { name: 'admin-messages', part: 'admin', components: ['MessagesScreen'] },
  {
    name: 'admin-message-compose',
    part: 'admin',
    components: ['MessageComposer', 'MessagePreviewPanel', 'PersonPicker'],
  },
  { name: 'admin-message', part: 'admin', components: ['MessagePage'] },
  { name: 'admin-message-send-confirm', part: 'admin', components: ['SendConfirmDialog'] },
  { name: 'admin-message-compose-invitees', part: 'admin' },
  { name: 'admin-accounts', part: 'admin', components: ['AccountsScreen'] },
  { name: 'admin-access-log', part: 'admin', components: ['AccessLogScreen'] },
  { name: 'admin-sessions', part: 'admin', components: ['SessionsScreen', 'BarChart'] },
  { name: 'admin-sessions-seat', part: 'admin' },
  { name: 'admin-approval', part: 'admin', components: ['ApprovalScreen', 'ApprovalCard'] },
  { name: 'admin-approval-approve', part: 'admin' },
  { name: 'admin-approval-decline', part: 'admin' },
  { name: 'admin-approval-decided', part: 'admin' },
  { name: 'admin-invitations', part: 'admin', components: ['InvitationsScreen', 'InviteeTable'] },
  { name: 'admin-invitations-send-all', part: 'admin' },
  { name: 'admin-invitations-remove', part: 'admin' },
  { name: 'admin-invitations-errors', part: 'admin' },
  { name: 'admin-meetings', part: 'admin', components: ['MeetingsScreen'] },
  { name: 'admin-meetings-move', part: 'admin' },
  { name: 'admin-change-password', part: 'admin', components: ['ChangePasswordScreen'] },
  { name: 'admin-editions', part: 'admin', components: ['EditionSwitcher'] },
  { name: 'admin-past-edition', part: 'admin', components: ['PastEditionBanner'] },
  { name: 'admin-idle-warning', part: 'admin', components: ['IdleGuard'] },

  // The managers' Forum screen (support/forumAudit.ts), on the editions API or its stand-in.
  { name: 'admin-forum', part: 'forum', components: ['ForumScreen'] },
  { name: 'admin-forum-problems', part: 'forum' },
  { name: 'admin-forum-leave', part: 'forum', components: ['LeaveEditorDialog'] },
  { name: 'admin-forum-picture', part: 'forum', components: ['PictureField'] },
  { name: 'admin-forum-picture-refused', part: 'forum' },
  { name: 'admin-forum-draft', part: 'forum', components: ['ListImportButton'] },
  // A list's spreadsheet import: a file with refused cells (the row report), then one to import.
  { name: 'admin-forum-import-report', part: 'forum', components: ['ListImportDialog', 'ImportRowReport'] },
  { name: 'admin-forum-import', part: 'forum' },
  { name: 'admin-forum-publish', part: 'forum', components: ['PublishDialog'] },
  { name: 'admin-forum-delete', part: 'forum', components: ['DeleteDraftDialog'] },
  { name: 'admin-forum-ended', part: 'forum', components: ['VersionsPanel'] },
  // A version restored as a draft, into a year that already has one (duplicate_year said).
  { name: 'admin-forum-restore', part: 'forum', components: ['RestoreVersionDialog'] },

  // An ended forum (support/endedForum.ts: its own server on FORUM_CLOCK after the last day).
  { name: 'landing-ended', part: 'ended' },
  { name: 'admin-bar-ended', part: 'ended', components: ['ForumNotice'] },

  { name: 'desk', part: 'desk', components: ['CheckinScreen', 'CheckinSection'] },
  { name: 'desk-person-card', part: 'desk', components: ['PersonCard'] },
  { name: 'desk-print-badge', part: 'desk', components: ['PrintBadgeButton'] },
  { name: 'desk-person-declined', part: 'desk' },
  { name: 'desk-walk-in', part: 'desk', components: ['WalkInDialog'] },
  { name: 'desk-offline', part: 'desk', components: ['OfflineBanner'] },
  { name: 'desk-camera', part: 'desk', components: ['CameraScanner'] },
];

/** Routes that draw nothing of their own: the old site's entry files, redirected. */
export const REDIRECT_ROUTES: readonly string[] = ['index.html', 'index.ko.html', 'kor.html'];

/** Component file names (base names) that make it a screen or a dialog the audit must know. */
export const SCREEN_FILE = /^[A-Z]\w*(Screen|Dialog|Page|Modal|Banner)\.tsx$/;

export function screensOf(part: AuditPart): string[] {
  return AUDITED_SCREENS.filter((screen) => screen.part === part).map((screen) => screen.name);
}
