/**
 * The screen audit: every screen and dialog of the public site, the manage page, the admin console
 * and the check-in desk (the list is e2e/support/auditedScreens.ts), in English and Korean, at 375
 * and 1280 px. Each state is checked for clipped or spilling text, sideways overflow, content
 * outside its dialog, checkboxes and radios wider than 32 px, and axe violations (see
 * support/screenAudit.ts), and saved as test-results/screen-audit/<screen>-<lang>-<width>.png.
 * The admin list also holds Chinese and Japanese names, which must be drawn without boxes
 * (support/glyphs.ts), and keeps the row's name in view beside the pinned actions (support/nameInView.ts).
 * One test per walk, language and width; each walk reports all its findings at once. The Forum
 * screen's walk is in support/forumAudit.ts (on the editions API's stand-in until the API serves it:
 * support/editionsApi.ts).
 */
import { type APIRequestContext, type BrowserContext, type Page, expect, test } from '@playwright/test';
import { BUSINESS_TYPE_LABELS, EDITION, type Locale, type SessionCode, SESSIONS, sessionInfos } from '@forum/shared';
import { adminToken, createAccount, listRegistrants, uniqueEmail } from './support/adminApi';
import { type AuditPart, screensOf } from './support/auditedScreens';
import { DESK_LABELS, openDesk, registerVisitors, signIn } from './support/checkinDesk';
import { CHROMIUM_ARGS, chromiumExecutable } from './support/chromium';
import { manageLinkPath, waitForMails } from './support/mailbox';
import { putPlace } from './support/seatStates';
import { LAST_PUBLIC_SESSION } from './support/editions';
import { E2E_ADMIN, E2E_PAST_BASE_URL, E2E_PAST_MAIL_DIR } from './support/env';
import { CURRENT_EDITION, PAST_EDITION, PAST_REGISTRANTS, pastAdminToken } from './support/pastEdition';
import { type Visitor, chooseHeardFrom, dialog, fillForm, labels } from './support/registrationForm';
import { AUDIT_REASON, decline, registerForReview } from './support/review';
import { type AuditPlace, type Finding, auditScreen } from './support/screenAudit';
import { serveEditions } from './support/editionsApi';
import { forumAuditWalk } from './support/forumAudit';
import { boxedCharacters } from './support/glyphs';
import { nameInView } from './support/nameInView';
import { otpCode } from '@forum/api/testing';
import { type SetupServer, startSetupServer } from './support/setupServer';
import { endedForum, onEndedForumTime, signInToEndedForum } from './support/endedForum';
import { PREVIEW_EDITION, previewPath, startPreviewForum } from './support/previewForum';
import { serverClockBehind } from './support/serverClock';

// Chromium's stand-in camera (a moving test picture), so the desk's camera view can be drawn.
test.use({
  launchOptions: {
    executablePath: chromiumExecutable(),
    args: [...CHROMIUM_ARGS, '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'],
  },
  permissions: ['camera'],
});

const WIDTHS = [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
] as const;

const TEXT = {
  en: {
    home: '/',
    notFoundPath: '/no-such-page',
    badLink: '/registration/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
    manageHeading: 'Your registration',
    editionEnded: (year: number) => `The ${year} forum has ended.`,
    seats: {
      claim: 'Claim this seat',
      waiting: /waiting list, number \d+/,
      rejoin: 'Join the waiting list again',
      expired: 'The seat was not claimed in time.',
      // The audit's session has no capacity: back in line with a seat free, so offered at once.
      rejoined: 'You are back on the waiting list, and a seat is free for you now',
    },
    change: 'Change registration',
    discard: 'Back without saving',
    cancel: 'Cancel registration',
    confirmCancel: 'Yes, cancel my registration',
    cancelled: 'Your registration has been cancelled',
    lostSubmit: 'Send me my link',
    logIn: 'Log in',
    enrol: 'Set up your authenticator app',
    code: '2. Enter the 6-digit code the app shows.',
    confirm: 'Confirm',
    codes: 'Ten recovery codes',
    list: `${EDITION.name.en} — registrant list`,
    edit: 'Edit',
    delete: 'Delete',
    export: 'Export to Excel',
    badges: 'Badges',
    messages: 'Messages',
    writeMessage: 'Write a message',
    messageFields: ['Subject (English)', 'Text (English)', 'Subject (Korean)', 'Text (Korean)'],
    saveMessage: 'Save draft',
    recipientsKind: 'Write to',
    backToList: 'Back to the list',
    previewFor: 'Preview for: search by name, e-mail or company',
    sendNow: 'Send now',
    keepDraft: "Don't send",
    seatFor: 'Registrant to seat: search by name, e-mail or company',
    move: 'Move:',
    keepMeeting: 'Keep',
    accounts: 'Accounts',
    accessLog: 'Access log',
    sessions: 'Sessions',
    approval: 'Approval',
    approveSelected: 'Approve selected (1)',
    declineSelected: 'Decline selected (1)',
    reasonEn: 'Reason in English',
    reasonKo: 'Reason in Korean',
    show: 'Show',
    invitations: 'Invitations',
    sendUnsent: /^Send to everyone not yet sent/,
    removeInvitee: 'Remove at their request',
    removeInviteeRow: /^Remove .+ at their request$/,
    removed: 'was removed from the invitation list',
    declinedManage: "The organisers' note",
    inviteDeclined: 'You declined this invitation',
    registerAfterAll: 'Register after all',
    deskDeclined: 'Declined',
    checkFile: 'Check the file',
    inviteHeading: 'You are invited',
    registered: 'Thank you for registering',
    meetingsSection: 'Meetings',
    changePassword: 'Change password',
    editions: 'Forum year',
    editionButton: (year: number) => `Forum ${year}`,
    pastEdition: (year: number) => `Viewing the ${year} forum (ended) — read-only`,
    walkIn: 'Register a walk-in',
    offline: 'This desk is offline.',
    meetings: {
      join: 'Join the meetings',
      save: 'Save profile',
      investor: 'Investor',
      organisation: 'Organisation',
      pitch: 'One-line pitch or investment focus',
      sector: 'AI and data',
      stage: 'Series A',
      consent: /I agree that my meeting profile/,
      profile: 'Your profile',
      from: 'From',
      to: 'To',
    },
  },
  ko: {
    home: '/kor',
    notFoundPath: '/kor/no-such-page',
    badLink: '/kor/registration/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
    manageHeading: '내 사전등록',
    editionEnded: (year: number) => `${year} 포럼이 종료되었습니다.`,
    seats: {
      claim: '좌석 확정하기',
      waiting: /대기자 명단, \d+번/,
      rejoin: '대기자 명단에 다시 등록',
      expired: '기한 안에 좌석을 확정하지 않으셨습니다.',
      rejoined: '대기자 명단에 다시 등록되었고, 지금 빈 좌석이 있어',
    },
    change: '등록 내용 변경',
    discard: '저장하지 않고 돌아가기',
    cancel: '사전등록 취소',
    confirmCancel: '네, 사전등록을 취소합니다',
    cancelled: '사전등록이 취소되었습니다',
    lostSubmit: '링크 받기',
    logIn: '로그인',
    enrol: '인증 앱 등록',
    code: '2. 앱에 표시된 6자리 숫자를 입력하세요.',
    confirm: '확인',
    codes: '복구 코드 10개',
    list: `${EDITION.name.ko} 등록자 명단`,
    edit: '수정',
    delete: '삭제',
    export: '엑셀 다운로드',
    badges: '명찰',
    messages: '메시지',
    writeMessage: '새 메시지 작성',
    messageFields: ['제목 (영어)', '본문 (영어)', '제목 (한국어)', '본문 (한국어)'],
    saveMessage: '초안 저장',
    recipientsKind: '받는 사람 범위',
    backToList: '목록으로',
    previewFor: '미리볼 등록자: 성명, 이메일 또는 소속으로 검색',
    sendNow: '지금 발송',
    keepDraft: '보내지 않기',
    seatFor: '좌석을 배정할 등록자: 성명, 이메일 또는 소속으로 검색',
    move: '이동:',
    keepMeeting: '유지',
    accounts: '관리자 계정',
    accessLog: '접속기록',
    sessions: '세션·통계',
    approval: '등록 승인',
    approveSelected: '선택 승인 (1)',
    declineSelected: '선택 거절 (1)',
    reasonEn: '영문 사유',
    reasonKo: '국문 사유',
    show: '보기',
    invitations: '초청',
    sendUnsent: /^미발송 전원에게 발송/,
    removeInvitee: '요청에 따라 삭제',
    removeInviteeRow: /님을 요청에 따라 삭제$/,
    removed: '초청 명단에서 삭제했습니다',
    declinedManage: '운영 사무국 안내',
    inviteDeclined: '초청을 사양하셨습니다',
    registerAfterAll: '지금 등록하기',
    deskDeclined: '거절',
    checkFile: '파일 확인',
    inviteHeading: '초청장',
    registered: '사전등록이 완료되었습니다',
    meetingsSection: '1:1 미팅',
    changePassword: '비밀번호 변경',
    editions: '포럼 연도',
    editionButton: (year: number) => `${year} 포럼`,
    pastEdition: (year: number) => `${year} 포럼(종료)을 보고 있습니다 — 읽기 전용`,
    walkIn: '현장 등록',
    offline: '이 데스크는 오프라인 상태입니다.',
    meetings: {
      join: '미팅 참여하기',
      save: '프로필 저장',
      investor: '투자자',
      organisation: '소속 기관',
      pitch: '한 줄 소개 또는 투자 분야',
      sector: 'AI·데이터',
      stage: '시리즈 A',
      consent: /미팅 프로필\(소속, 소개, 분야, 단계, 투자 규모\)을 다른 미팅 참가자에게 공개/,
      profile: '내 프로필',
      from: '최소',
      to: '최대',
    },
  },
} as const;

/** Chinese and Japanese names and companies, with characters no Korean face has (会, 投, 陈). */
const CJK_NAMES = [
  { name: '陈静', company: '深圳会投资本有限公司' },
  { name: '山田太郎', company: '株式会社やまだ投資' },
] as const;

/** Long words, as real registrants bring them: the layouts must hold them. */
function visitor(locale: Locale): Visitor {
  return locale === 'ko'
    ? {
        company: '주식회사 한빛글로벌벤처파트너스 투자심사본부',
        name: '남궁민준',
        title: '수석 심사역 겸 파트너',
        email: uniqueEmail('audit-ko'),
        phone: '010-9876-5432',
        biztype: 5,
        sessions: ['day11', 'day13', 'day22'],
        about: 'other',
        aboutOther: '지인 추천',
      }
    : {
        company: 'Northwind International Venture Partners Ltd.',
        name: 'Alexandra Montgomery-Whitfield',
        title: 'Managing Director, Strategic Investments',
        email: uniqueEmail('audit-en'),
        phone: '+82-10-1234-5678',
        biztype: 1,
        sessions: ['day11', 'day21', LAST_PUBLIC_SESSION],
        about: 'other',
        aboutOther: 'LinkedIn',
      };
}

async function registerThroughApi(request: APIRequestContext, person: Visitor, locale: Locale): Promise<void> {
  const { sessions, ...fields } = person;
  const response = await request.post('/api/user', {
    data: { ...fields, attend: '', attendext: sessions, consent: true, locale },
  });
  expect(response.status(), await response.text()).toBe(201);
}

/** Audits screens in one place; at the end, every screen of the walk was seen and none has findings. */
class Walk {
  private readonly findings: Record<string, Finding[]> = {};
  private readonly seen: string[] = [];

  constructor(
    private readonly page: Page,
    private readonly place: AuditPlace,
  ) {}

  async audit(screen: string, page: Page = this.page): Promise<void> {
    const found = await auditScreen(page, screen, this.place);
    this.seen.push(screen);
    if (found.length > 0) this.findings[screen] = found;
  }

  expectClean(part: AuditPart): void {
    expect(this.seen, 'screens this walk audited').toEqual(screensOf(part));
    expect(this.findings, `findings at ${this.place.locale} ${this.place.width} px`).toEqual({});
  }
}

async function siteWalk(page: Page, walk: Walk, locale: Locale): Promise<void> {
  const t = TEXT[locale];
  const prefix = locale === 'ko' ? '/kor' : '';
  await page.goto(t.home);
  await walk.audit('landing');
  await page.goto(`${prefix}/link`);
  await walk.audit('link');
  await page.goto(`${prefix}/about`);
  await walk.audit('about');
  await page.goto(t.notFoundPath);
  await walk.audit('not-found');

  await page.goto(t.home);
  // The button works once its island is hydrated, which on a busy machine can take a while.
  const modal = dialog(page, locale);
  const callToAction = page.locator('#registration').getByRole('button', { name: labels(locale).cta, exact: true });
  await expect(async () => {
    if (!(await modal.isVisible())) await callToAction.click({ timeout: 5_000 });
    await expect(modal).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
  await walk.audit('registration');
  await modal.getByRole('button', { name: labels(locale).register, exact: true }).click();
  await expect(modal.getByRole('alert').first()).toBeVisible();
  await walk.audit('registration-errors');
  await fillForm(modal, locale, visitor(locale));
  await modal.getByRole('button', { name: labels(locale).register, exact: true }).click();
  await expect(
    dialog(page, locale).getByRole('button', { name: locale === 'ko' ? '닫기' : 'Close', exact: true }),
  ).toBeVisible();
  await walk.audit('registration-thanks');
}

/** A draft's preview link (its own forum: the e2e server has no drafts): the page, then its form's answer. */
async function previewWalk(page: Page, walk: Walk, locale: Locale, base: string): Promise<void> {
  await page.goto(base + previewPath(locale));
  await expect(page.getByRole('note')).toBeVisible();
  await walk.audit('preview');
  const modal = dialog(page, locale);
  const callToAction = page.locator('#registration').getByRole('button', { name: labels(locale).cta, exact: true });
  await expect(async () => {
    if (!(await modal.isVisible())) await callToAction.click({ timeout: 5_000 });
    await expect(modal).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
  // The draft's sessions (their labels carry the draft's dates), not the compiled-in edition's.
  await fillForm(modal, locale, { ...visitor(locale), sessions: [] });
  const [first] = sessionInfos(PREVIEW_EDITION);
  await modal.getByRole('checkbox', { name: first!.title[locale], exact: true }).check();
  await modal.getByRole('button', { name: labels(locale).register, exact: true }).click();
  await expect(modal.locator('.reg-preview-note')).toBeVisible();
  await walk.audit('preview-form');
}

/** The manage page's meetings: the profile form, then the section with a profile and the directory. */
async function meetingsWalk(page: Page, walk: Walk, locale: Locale, organisation: string): Promise<void> {
  const m = TEXT[locale].meetings;
  await page.getByRole('button', { name: m.join }).click();
  await expect(page.getByRole('button', { name: m.save })).toBeVisible();
  // The business type (an investor, an LP) already made the profile an investor's.
  await expect(page.getByRole('radio', { name: m.investor })).toBeChecked();
  await walk.audit('manage-meetings-profile');
  // An amount nobody can read: said under its field, in the page's language.
  await page.getByRole('textbox', { name: m.from, exact: true }).fill('lots');
  await page.getByRole('button', { name: m.save }).click();
  await expect(page.locator('#meeting-ticket-min-error')).toBeVisible();
  await walk.audit('manage-meetings-ticket-error');
  await page.getByRole('textbox', { name: m.from, exact: true }).fill('1.5억');
  await page.getByRole('textbox', { name: m.to, exact: true }).fill('10억');
  await page.getByRole('textbox', { name: m.organisation, exact: true }).fill(organisation);
  await page.getByRole('textbox', { name: m.pitch, exact: true }).fill(`${organisation}: ${m.sector}, ${m.stage}`);
  await page.getByRole('checkbox', { name: m.sector }).check();
  await page.getByRole('checkbox', { name: m.stage, exact: true }).check();
  await page.getByRole('checkbox', { name: m.consent }).check();
  await page.getByRole('button', { name: m.save }).click();
  await expect(page.getByRole('heading', { name: m.profile })).toBeVisible();
  await walk.audit('manage-meetings');
}

/** The manage page's waiting-list states in one session: offered (claim), waiting, expired (rejoin), rejoined. */
async function seatStatesWalk(page: Page, walk: Walk, locale: Locale, person: Visitor): Promise<void> {
  const s = TEXT[locale].seats;
  const session = person.sessions[2]!;
  // The session's own line: another spec may fill a different session of this person meanwhile.
  const title = SESSIONS.find((each) => each.code === session)!.title[locale];
  const line = page.getByRole('listitem').filter({ hasText: title });
  await putPlace(person.email, session, 'offered', new Date(serverClockBehind().getTime() + 24 * 3_600_000));
  await page.reload();
  await expect(line.getByRole('button', { name: s.claim })).toBeVisible();
  await walk.audit('manage-seat-offered');
  await putPlace(person.email, session, 'waiting');
  await page.reload();
  await expect(line.getByText(s.waiting)).toBeVisible();
  await walk.audit('manage-seat-waiting');
  // An offer already over on the server's clock: the page's own read lets it run out (and mails the person).
  await putPlace(person.email, session, 'offered', new Date(serverClockBehind().getTime() - 60_000));
  await page.reload();
  const rejoin = line.getByRole('button', { name: s.rejoin });
  await expect(rejoin).toBeVisible();
  await expect(line.getByText(s.expired)).toBeVisible();
  await walk.audit('manage-seat-expired');
  await rejoin.click();
  await expect(page.getByText(s.rejoined)).toBeVisible();
  await expect(rejoin).toHaveCount(0);
  await expect(line.getByRole('button', { name: s.claim })).toBeVisible();
  await walk.audit('manage-seat-rejoined');
}

/**
 * A past edition's manage link: a real 2025 registration on the server running the sample 2026
 * (support/pastEdition.ts), read-only with 2025's programme, saying that forum has ended.
 */
async function pastManageWalk(page: Page, walk: Walk, locale: Locale): Promise<void> {
  const t = TEXT[locale];
  const person = PAST_REGISTRANTS[locale];
  const [confirmation] = await waitForMails(person.email, 1, 10_000, E2E_PAST_MAIL_DIR);
  await page.goto(`${E2E_PAST_BASE_URL}${manageLinkPath(confirmation!)}`);
  await expect(page.getByText(t.editionEnded(PAST_EDITION.year), { exact: false })).toBeVisible();
  const pastSession = sessionInfos(PAST_EDITION).find((session) => session.code === person.sessions[0])!;
  await expect(page.getByText(pastSession.title[locale], { exact: false }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: t.change })).toHaveCount(0);
  await walk.audit('manage-past-edition');
}

/**
 * The seat states' session on a wide screen: the two widths of one language run at once, and one
 * walk's lapsed offer passing its seat on would offer the other's waiting place (seen once as a
 * failure). Neither is day21, whose capacity seats.spec sets.
 */
const WIDE_SEAT_SESSION: Record<Locale, SessionCode> = { en: 'day13', ko: 'day12' };

async function manageWalk(page: Page, walk: Walk, request: APIRequestContext, locale: Locale): Promise<void> {
  const t = TEXT[locale];
  const narrow = visitor(locale);
  const wide = (page.viewportSize()?.width ?? 0) >= 640;
  const person = wide ? { ...narrow, sessions: [...narrow.sessions.slice(0, 2), WIDE_SEAT_SESSION[locale]] } : narrow;
  await registerThroughApi(request, person, locale);
  const [confirmation] = await waitForMails(person.email);
  await page.goto(manageLinkPath(confirmation!));
  await expect(page.getByRole('heading', { level: 1, name: t.manageHeading })).toBeVisible();
  await walk.audit('manage');
  await pastManageWalk(page, walk, locale);
  await page.goto(manageLinkPath(confirmation!));
  await expect(page.getByRole('button', { name: t.change })).toBeVisible();
  await seatStatesWalk(page, walk, locale, person);
  await meetingsWalk(page, walk, locale, person.company);
  await page.getByRole('button', { name: t.change }).click();
  await expect(page.getByRole('button', { name: t.discard })).toBeVisible();
  await walk.audit('manage-change');
  await page.getByRole('button', { name: t.discard }).click();
  await page.getByRole('button', { name: t.cancel }).click();
  await expect(page.getByRole('button', { name: t.confirmCancel })).toBeVisible();
  await walk.audit('manage-cancel');
  await page.getByRole('button', { name: t.confirmCancel }).click();
  await expect(page.getByRole('heading', { level: 1, name: t.cancelled })).toBeVisible();
  await walk.audit('manage-cancelled');

  await page.goto(t.badLink);
  const send = page.getByRole('button', { name: t.lostSubmit });
  await expect(send).toBeVisible();
  await walk.audit('manage-lost-link');
  await page.getByRole('textbox').last().fill(uniqueEmail('audit-lost'));
  await send.click();
  await expect(page.getByRole('status').filter({ hasText: '@' })).toBeVisible();
  await walk.audit('manage-lost-link-sent');

  // A declined registration's page: read-only, with the organisers' reason, no code and no meetings.
  const declinedPerson = { ...visitor(locale), email: uniqueEmail('audit-declined') };
  const { sessions: chosen, ...fields } = declinedPerson;
  const id = await registerForReview(request, { ...fields, attendext: chosen }, locale);
  await decline(request, [id], AUDIT_REASON);
  const [, declineMail] = await waitForMails(declinedPerson.email, 2);
  await page.goto(manageLinkPath(declineMail!));
  await expect(page.getByRole('heading', { name: t.declinedManage })).toBeVisible();
  await expect(page.getByText(AUDIT_REASON[locale]!)).toBeVisible();
  await expect(page.getByRole('button', { name: t.change })).toHaveCount(0);
  await walk.audit('manage-declined');

  await inviteWalk(page, walk, request, locale);
}

/** An invitee of a long name, imported and mailed through the API, for the audit's screens. */
async function invite(
  request: APIRequestContext,
  locale: Locale,
  tag: string,
): Promise<{ email: string; path: string }> {
  const auth = { Authorization: `Bearer ${await adminToken(request)}` };
  const person = visitor(locale);
  const email = uniqueEmail(`audit-invite-${tag}`);
  const csv = [
    'email,name,company,language,sessions,note,source',
    `${email},${person.name},"${person.company}",${locale},day11|day14,,"${locale === 'ko' ? '2024 포럼 참가자 명단' : 'Attendee list of the 2024 forum'}"`,
  ].join('\n');
  const imported = await request.post('/api/admin/invitations/import', {
    headers: { ...auth, 'Content-Type': 'text/csv' },
    data: csv,
  });
  expect(imported.status(), await imported.text()).toBe(200);
  const list = (await (await request.get('/api/admin/invitations', { headers: auth })).json()) as Array<{
    id: number;
    email: string;
  }>;
  const id = list.find((row) => row.email === email)!.id;
  const sent = await request.post('/api/admin/invitations/send', { headers: auth, data: { ids: [id] } });
  expect(sent.status(), await sent.text()).toBe(200);
  const [mail] = await waitForMails(email);
  const path = /https?:\/\/[^/\s]+(\/(?:kor\/)?invite\/[A-Za-z0-9_-]+)/.exec(mail!.text ?? '')?.[1];
  if (!path) throw new Error('no invitation link in the message');
  return { email, path };
}

/** An invitee imported and not mailed: "send to everyone not yet sent" has someone to send to. */
async function importUnsent(request: APIRequestContext, locale: Locale): Promise<void> {
  const auth = { Authorization: `Bearer ${await adminToken(request)}` };
  const person = visitor(locale);
  const csv = [
    'email,name,company,language,sessions,note,source',
    `${uniqueEmail('audit-unsent')},${person.name},"${person.company}",${locale},,,Business card`,
  ].join('\n');
  const imported = await request.post('/api/admin/invitations/import', {
    headers: { ...auth, 'Content-Type': 'text/csv' },
    data: csv,
  });
  expect(imported.status(), await imported.text()).toBe(200);
}

/** The invitation link's page: the form filled from the invitation (the reception offered), then registered. */
async function inviteWalk(page: Page, walk: Walk, request: APIRequestContext, locale: Locale): Promise<void> {
  const t = TEXT[locale];
  const { path } = await invite(request, locale, 'form');
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: t.inviteHeading })).toBeVisible();
  const reception = SESSIONS.find((session) => session.code === 'day14')!;
  await expect(page.getByRole('checkbox', { name: reception.title[locale] })).toBeChecked();
  await walk.audit('invite');
  const person = visitor(locale);
  const l = labels(locale);
  await page.getByLabel(l.title, { exact: true }).fill(person.title);
  await page.getByLabel(l.phone, { exact: true }).fill(person.phone);
  await page.getByRole('radio', { name: BUSINESS_TYPE_LABELS[locale][person.biztype], exact: true }).check();
  await chooseHeardFrom(page, locale, person);
  await page.getByRole('checkbox', { name: l.consent }).check();
  await page.getByRole('button', { name: l.register, exact: true }).click();
  await expect(page.getByRole('heading', { name: t.registered })).toBeVisible();
  await walk.audit('invite-registered');

  // A declined invitation opened again: it says so, knows only the name, and offers to register after all.
  const declined = await invite(request, locale, 'declined');
  const declinedToken = declined.path.split('/').pop()!;
  expect((await request.post(`/api/invitations/${declinedToken}/decline`)).status()).toBe(200);
  await page.goto(declined.path);
  await expect(page.getByRole('heading', { level: 1, name: t.inviteDeclined })).toBeVisible();
  await expect(page.getByRole('button', { name: t.registerAfterAll })).toBeVisible();
  await walk.audit('invite-declined');
}

/** Slots, and one meeting booked between two new registrants through their manage links (the API). */
async function bookMeeting(request: APIRequestContext, locale: Locale): Promise<void> {
  const auth = { Authorization: `Bearer ${await adminToken(request)}` };
  const slots = { days: [{ day: 1, start: '09:00', end: '12:00' }], slotMinutes: 30, tables: 4 };
  expect((await request.put('/api/admin/meetings/slots', { headers: auth, data: slots })).status()).toBe(200);
  const tokens: string[] = [];
  for (const [n, role] of (['investor', 'company'] as const).entries()) {
    const person: Visitor = { ...visitor(locale), email: uniqueEmail(`audit-meeting-${role}`), sessions: ['day12'] };
    await registerThroughApi(request, person, locale);
    const [mail] = await waitForMails(person.email);
    const token = manageLinkPath(mail!).split('/').pop()!;
    tokens.push(token);
    const profile = await request.put(`/api/registration/${token}/meetings/profile`, {
      data: {
        role,
        organisation: `${person.company} ${n + 1}`,
        pitch: person.title,
        sectors: ['ai'],
        stages: ['seed'],
        consent: true,
      },
    });
    expect(profile.status(), await profile.text()).toBe(200);
  }
  const [investor, company] = tokens as [string, string];
  const mine = (await (await request.get(`/api/registration/${investor}/meetings`)).json()) as {
    profile: { profileId: number };
  };
  const asked = await request.post(`/api/registration/${company}/meetings/requests`, {
    data: { profileId: mine.profile.profileId, note: '' },
  });
  const { id } = (await asked.json()) as { id: number };
  const accepted = await request.post(`/api/registration/${investor}/meetings/requests/${id}/accept`);
  expect(accepted.status(), await accepted.text()).toBe(200);
}

/** Puts an admin session where the console keeps it, and opens the console. */
async function openWithSession(page: Page, token: string): Promise<void> {
  const session = JSON.stringify({ token, expiresAt: new Date(Date.now() + 3_600_000).toISOString() });
  await page.evaluate((value) => window.localStorage.setItem('forum.admin.session', value), session);
  await page.goto('/admin');
}

/** One server without an admin per worker, for the setup screens (its code is checked, never spent). */
let setupServer: Promise<SetupServer> | null = null;
test.afterAll(async () => {
  await (await setupServer)?.close();
  setupServer = null;
});

const SETUP_WORDS = {
  en: { heading: 'Set up the admin console', password: 'Password', again: 'Password again', next: 'Continue' },
  ko: { heading: '관리자 화면 설정', password: '비밀번호', again: '비밀번호 확인', next: '다음' },
} as const;

/** The first-run setup's two screens: the account, then the authenticator app. */
async function setupWalk(page: Page, walk: Walk, locale: Locale): Promise<void> {
  const words = SETUP_WORDS[locale];
  const server = await (setupServer ??= startSetupServer());
  await page.goto(`${server.url}/admin/setup#${server.code}`);
  await expect(page.getByRole('heading', { level: 1, name: words.heading })).toBeVisible();
  await walk.audit('admin-setup');
  await page.getByRole('textbox', { name: locale === 'ko' ? '이메일' : 'E-mail' }).fill('first.manager@example.com');
  await page.getByLabel(words.password, { exact: true }).fill('a long first password');
  await page.getByLabel(words.again, { exact: true }).fill('a long first password');
  await page.getByRole('button', { name: words.next }).click();
  await expect(page.locator('.admin-enrol__qr img')).toBeVisible();
  await walk.audit('admin-setup-authenticator');
}

async function adminWalk(
  page: Page,
  context: BrowserContext,
  walk: Walk,
  request: APIRequestContext,
  locale: Locale,
): Promise<void> {
  const t = TEXT[locale];
  await setupWalk(page, walk, locale);
  await page.goto('/admin');
  await expect(page.getByRole('button', { name: t.logIn, exact: true })).toBeVisible();
  await walk.audit('admin-login');

  // A new account's first login: the authenticator set-up, then its recovery codes.
  const email = uniqueEmail(`audit-enrol-${locale}`);
  const { password } = await createAccount(request, email, 'staff');
  const login = await request.post('/api/user/login', { data: { email, password } });
  expect(login.status(), await login.text()).toBe(200);
  await openWithSession(page, ((await login.json()) as { token: string }).token);
  await expect(page.getByRole('heading', { level: 1, name: t.enrol })).toBeVisible();
  await walk.audit('admin-enrolment');
  const key = (await page.locator('.admin-enrol__key code').textContent())!.replace(/\s+/g, '');
  await page.getByLabel(t.code, { exact: true }).fill(otpCode(key));
  await page.getByRole('button', { name: t.confirm, exact: true }).click();
  await expect(page.getByRole('list', { name: t.codes }).getByRole('listitem')).toHaveCount(10);
  await walk.audit('admin-recovery-codes');

  // The manager, with two registrants of long names to find, and two whose names are Chinese and
  // Japanese (characters a Korean face lacks: 会, 陈): registered last, so they head the list.
  const people = [visitor(locale), { ...visitor(locale), email: uniqueEmail('audit-two') }];
  const cjk = CJK_NAMES.map((names) => ({ ...visitor(locale), ...names, email: uniqueEmail('audit-cjk') }));
  for (const person of [...people, ...cjk]) await registerThroughApi(request, person, locale);
  await openWithSession(page, await adminToken(request));
  await expect(page.getByRole('heading', { level: 1, name: t.list })).toBeVisible();
  await expect(page.getByRole('table')).toBeVisible();
  await walk.audit('admin-list');
  // Scrolled to the last columns, the row's name is still in view beside the pinned actions.
  const name = await nameInView(page);
  expect(name.scrolled, 'the list scrolls sideways').toBeGreaterThan(0);
  expect(name, 'the name beside the pinned actions').toMatchObject({ coveredByActions: false, onTop: true });
  expect(name.visibleWidth).toBeGreaterThan(60);
  await page.evaluate(() => document.querySelector('.admin-table-scroll')!.scrollTo({ left: 0 }));
  for (const person of cjk) {
    await page.getByRole('searchbox').fill(person.email);
    await expect(page.getByRole('table').locator('tbody tr')).toHaveCount(1);
    for (const text of [person.name, person.company]) {
      expect(await boxedCharacters(page, text), `characters of ${text} drawn as boxes`).toEqual([]);
    }
  }
  await page.getByRole('searchbox').fill('');
  await page.getByRole('searchbox').fill(people[0]!.email);
  await expect(page.getByRole('table').locator('tbody tr')).toHaveCount(1);

  await page.getByRole('button', { name: `${t.edit} ${people[0]!.name}` }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await walk.audit('admin-edit');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.getByRole('button', { name: `${t.delete} ${people[0]!.name}` }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await walk.audit('admin-delete');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.getByRole('button', { name: t.export, exact: true }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await walk.audit('admin-export-reason');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.getByRole('button', { name: t.badges, exact: true }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await walk.audit('admin-badges');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  const sections = page.getByRole('navigation');
  await sections.getByRole('button', { name: t.messages, exact: true }).click();
  await expect(page.getByRole('table')).toBeVisible();
  await walk.audit('admin-messages');
  await page.getByRole('button', { name: t.writeMessage, exact: true }).click();
  for (const label of t.messageFields)
    await page.getByLabel(label, { exact: true }).fill('{name}, {company}: {sessions}');
  // The live preview, as one registrant found by name.
  await page.getByRole('combobox', { name: t.previewFor }).fill(people[0]!.name);
  await page
    .getByRole('option', { name: new RegExp(people[0]!.name) })
    .first()
    .click();
  await expect(page.locator('.admin-messages__preview')).toBeVisible();
  await walk.audit('admin-message-compose');
  await page.getByRole('button', { name: t.saveMessage, exact: true }).click();
  // The preview is there without asking.
  await expect(page.locator('.admin-messages__preview')).toBeVisible();
  await walk.audit('admin-message');
  await page.getByRole('button', { name: t.sendNow, exact: true }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await walk.audit('admin-message-send-confirm');
  await page.getByRole('button', { name: t.keepDraft, exact: true }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // A reminder to the invitees who have not registered: the registrant filters give way to a note.
  await page.getByRole('button', { name: t.backToList, exact: true }).click();
  await page.getByRole('button', { name: t.writeMessage, exact: true }).click();
  await page.getByLabel(t.recipientsKind, { exact: true }).selectOption('invitees');
  await expect(page.locator('.admin-messages__invitees')).toBeVisible();
  await expect(page.locator('.admin-messages__count')).toContainText(/\d/);
  await walk.audit('admin-message-compose-invitees');
  await sections.getByRole('button', { name: t.accounts, exact: true }).click();
  await expect(page.getByRole('table')).toBeVisible();
  await walk.audit('admin-accounts');
  await sections.getByRole('button', { name: t.accessLog, exact: true }).click();
  await expect(page.getByRole('table')).toBeVisible();
  await walk.audit('admin-access-log');
  await sections.getByRole('button', { name: t.sessions, exact: true }).click();
  await expect(page.getByRole('table')).toBeVisible();
  await expect(page.getByRole('img').first()).toBeVisible();
  await walk.audit('admin-sessions');
  // Seat beyond capacity: the registrant found by e-mail and shown before seating.
  await page.getByRole('combobox', { name: t.seatFor }).fill(people[1]!.email);
  await page
    .getByRole('option', { name: new RegExp(people[1]!.name) })
    .first()
    .click();
  await expect(page.getByText(people[1]!.email, { exact: true })).toBeVisible();
  await walk.audit('admin-sessions-seat');

  // Approval: two long-named people of the reviewed business type wait for a decision.
  const reviewed: string[] = [];
  for (const tag of ['one', 'two']) {
    const { sessions: chosen, ...fields } = { ...visitor(locale), email: uniqueEmail(`audit-review-${tag}`) };
    await registerForReview(request, { ...fields, attendext: chosen }, locale);
    reviewed.push(fields.email);
  }
  await sections.getByRole('button', { name: t.approval, exact: true }).click();
  const card = page.locator('.admin-approval__card').filter({ hasText: reviewed[0]! });
  await expect(card).toBeVisible();
  await card.getByRole('checkbox').check();
  await walk.audit('admin-approval');
  // Approving asks first, naming the count, as declining does.
  await page.getByRole('button', { name: t.approveSelected, exact: true }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await walk.audit('admin-approval-approve');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.getByLabel(t.reasonEn, { exact: true }).fill(AUDIT_REASON.en!);
  await page.getByLabel(t.reasonKo, { exact: true }).fill(AUDIT_REASON.ko!);
  await page.getByRole('button', { name: t.declineSelected, exact: true }).click();
  const declineDialog = page.getByRole('dialog');
  await expect(declineDialog).toBeVisible();
  await walk.audit('admin-approval-decline');
  await declineDialog.getByRole('button', { name: t.declineSelected, exact: true }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // The decided view: the decision, the reason as written, who and when.
  await page.getByLabel(t.show).selectOption('declined');
  const decided = page.locator('.admin-approval__card').filter({ hasText: reviewed[0]! });
  await expect(decided.getByText(AUDIT_REASON[locale]!)).toBeVisible();
  await expect(decided.getByText(E2E_ADMIN.email, { exact: false })).toBeVisible();
  await walk.audit('admin-approval-decided');

  // Invitations: invitees mailed and one not yet sent, then a file with problems checked on the screen.
  const listed = await invite(request, locale, 'list');
  await importUnsent(request, locale);
  await sections.getByRole('button', { name: t.invitations, exact: true }).click();
  await expect(page.getByRole('table')).toBeVisible();
  await walk.audit('admin-invitations');
  await page.getByRole('button', { name: t.sendUnsent }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await walk.audit('admin-invitations-send-all');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page
    .getByRole('row')
    .filter({ hasText: listed.email })
    .getByRole('button', { name: t.removeInviteeRow })
    .click();
  const removeDialog = page.getByRole('dialog');
  await expect(removeDialog).toBeVisible();
  await expect(removeDialog.getByText(listed.email, { exact: false })).toBeVisible();
  await walk.audit('admin-invitations-remove');
  await removeDialog.getByRole('button', { name: t.removeInvitee, exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: t.removed })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: listed.email })).toHaveCount(0);
  await page.locator('input[type="file"]').setInputFiles({
    name: 'investors.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('email,name,language,source\nnot-an-email,,xx,\n'),
  });
  await page.getByRole('button', { name: t.checkFile, exact: true }).click();
  await expect(page.getByRole('table').first()).toBeVisible();
  await expect(page.getByRole('alert')).toBeVisible();
  await walk.audit('admin-invitations-errors');

  await bookMeeting(request, locale);
  await sections.getByRole('button', { name: t.meetingsSection, exact: true }).click();
  await expect(page.getByRole('table').first()).toBeVisible();
  await walk.audit('admin-meetings');
  await page.getByRole('button', { name: t.move }).first().click();
  await expect(page.getByRole('button', { name: t.keepMeeting, exact: true })).toBeVisible();
  await walk.audit('admin-meetings-move');
  await page.getByRole('button', { name: t.keepMeeting, exact: true }).click();
  await page.getByRole('button', { name: t.changePassword, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: t.changePassword })).toBeVisible();
  await walk.audit('admin-change-password');
  await pastEditionWalk(page, walk, request, locale);

  // The idle warning: a page whose clock the test moves on (see accountability.spec.ts).
  const idle = await context.newPage();
  await idle.clock.install();
  const answered = (path: string) =>
    idle
      .waitForResponse((response) => new URL(response.url()).pathname === path)
      .then((response) => response.finished());
  const settled = Promise.all([answered('/api/admin/session'), answered('/api/user/list')]);
  await idle.goto('/admin');
  await expect(idle.getByRole('table')).toBeVisible();
  await settled;
  await idle.clock.fastForward('29:02');
  await expect(idle.getByRole('alertdialog')).toBeVisible();
  await walk.audit('admin-idle-warning', idle);
  await idle.close();
}

/**
 * The edition switcher and a past edition, on the server running the sample 2026 over real 2025
 * registrations (support/pastEdition.ts): the switcher lists 2026 (current) and 2025 (ended), and
 * 2025's list is read with the console's own `?edition=2025` calls.
 */
async function pastEditionWalk(page: Page, walk: Walk, request: APIRequestContext, locale: Locale): Promise<void> {
  const t = TEXT[locale];
  const past = PAST_EDITION.year;
  const current = CURRENT_EDITION.year;
  // The console's session on that server (its origin has a storage of its own).
  await page.goto(`${E2E_PAST_BASE_URL}/admin`);
  const session = JSON.stringify({
    token: await pastAdminToken(request),
    expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
  });
  await page.evaluate((value) => window.localStorage.setItem('forum.admin.session', value), session);
  await page.goto(`${E2E_PAST_BASE_URL}/admin`);
  // 2026's list, empty: nobody has registered for it yet.
  await expect(page.getByRole('heading', { level: 1 })).toContainText(CURRENT_EDITION.name[locale]);
  await page.getByRole('button', { name: new RegExp(`${t.editions}:\\s*${t.editionButton(current)}`) }).click();
  const list = page.getByRole('list', { name: t.editions });
  await expect(list).toBeVisible();
  await expect(list.getByRole('button', { name: new RegExp(t.editionButton(past)) })).toBeVisible();
  await walk.audit('admin-editions');
  const pastList = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === '/api/user/list' &&
      new URL(response.url()).searchParams.get('edition') === String(past),
  );
  await list.getByRole('button', { name: new RegExp(t.editionButton(past)) }).click();
  expect((await pastList).status()).toBe(200);
  await expect(page.getByText(t.pastEdition(past))).toBeVisible();
  // 2025's own registrants, under 2025's forum name.
  await expect(page.getByRole('heading', { level: 1 })).toContainText(PAST_EDITION.name[locale]);
  await expect(page.getByRole('table').getByText(PAST_REGISTRANTS[locale].email)).toBeVisible();
  await walk.audit('admin-past-edition');
}

async function deskWalk(
  page: Page,
  context: BrowserContext,
  walk: Walk,
  request: APIRequestContext,
  locale: Locale,
): Promise<void> {
  const t = TEXT[locale];
  const d = DESK_LABELS[locale];
  const person = visitor(locale);
  const [registrant] = await registerVisitors(request, [
    { name: person.name, company: person.company, attendext: [SESSIONS[0]!.code, SESSIONS[2]!.code] },
  ]);
  // Declined before the desk loads its roster (a desk that loaded them while under review shows the
  // decline at its next sync, seconds later).
  const { sessions: chosen, ...fields } = { ...person, email: uniqueEmail('audit-desk-declined') };
  const declinedId = await registerForReview(request, { ...fields, attendext: chosen }, locale);
  await decline(request, [declinedId], AUDIT_REASON);
  const declinedCode = (await listRegistrants(request)).find((row) => row.id === declinedId)!.checkinCode!;
  await signIn(context, request, locale);
  const field = await openDesk(page, locale);
  await walk.audit('desk');
  await field.fill(registrant!.checkinCode!);
  await field.press('Enter');
  await expect(page.getByRole('article', { name: person.name })).toBeVisible();
  await walk.audit('desk-person-card');
  const card = page.getByRole('article', { name: person.name });
  await card.getByRole('button', { name: d.checkIn, exact: true }).click();
  await expect(card.getByText(d.checkedIn, { exact: true })).toBeVisible();
  await walk.audit('desk-print-badge');

  // A declined person: the card says so before anything is tapped, and offers no check-in.
  await field.fill(declinedCode);
  await field.press('Enter');
  const declinedCard = page.getByRole('article', { name: person.name }).filter({ hasText: t.deskDeclined });
  await expect(declinedCard).toBeVisible();
  await expect(declinedCard.getByRole('button', { name: d.checkIn, exact: true })).toHaveCount(0);
  await walk.audit('desk-person-declined');

  await page.getByRole('button', { name: t.walkIn, exact: true }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await walk.audit('desk-walk-in');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await context.setOffline(true);
  await expect(page.getByRole('status').filter({ hasText: t.offline })).toBeVisible();
  await walk.audit('desk-offline');
  await context.setOffline(false);
  await expect(page.getByRole('status').filter({ hasText: t.offline })).toHaveCount(0);

  await page.getByRole('button', { name: d.camera }).click();
  const camera = page.getByRole('dialog');
  await expect(camera).toBeVisible();
  await expect
    .poll(() => camera.locator('video').evaluate((video: HTMLVideoElement) => video.videoWidth), { timeout: 10_000 })
    .toBeGreaterThan(0);
  await walk.audit('desk-camera');
}

/** The ended forum: the landing's notice in place of Register Now, and the admin's bar saying so. */
async function endedWalk(page: Page, context: BrowserContext, walk: Walk, locale: Locale): Promise<void> {
  const forum = await endedForum();
  await onEndedForumTime(page);
  await page.goto(forum.url + TEXT[locale].home);
  await expect(
    page
      .locator('#registration')
      .getByRole('status')
      .filter({ hasText: `${EDITION.year}` }),
  ).toBeVisible({
    timeout: 15_000,
  });
  await walk.audit('landing-ended');
  await signInToEndedForum(context, forum, locale);
  await page.goto(`${forum.url}/admin`);
  await expect(page.locator('.admin-bar__forum-ended')).toBeVisible({ timeout: 15_000 });
  await walk.audit('admin-bar-ended');
}

for (const locale of ['en', 'ko'] as const) {
  for (const { width, height } of WIDTHS) {
    const place = { locale, width };
    test.describe(`${locale} ${width}px`, () => {
      test.use({ viewport: { width, height } });

      test('screen audit: public site and registration', async ({ page }) => {
        test.setTimeout(240_000);
        const walk = new Walk(page, place);
        await siteWalk(page, walk, locale);
        walk.expectClean('site');
      });

      test('screen audit: draft preview', async ({ page }) => {
        test.setTimeout(120_000);
        const forum = await startPreviewForum();
        try {
          const walk = new Walk(page, place);
          await previewWalk(page, walk, locale, forum.url);
          walk.expectClean('preview');
        } finally {
          await forum.close();
        }
      });

      test('screen audit: manage page', async ({ page, request }) => {
        test.setTimeout(240_000);
        const walk = new Walk(page, place);
        await manageWalk(page, walk, request, locale);
        walk.expectClean('manage');
      });

      test('screen audit: admin console', async ({ page, context, request }) => {
        test.setTimeout(240_000);
        // The console's language, as the language switch leaves it.
        await context.addInitScript((lang) => window.localStorage.setItem('forum.admin.locale', lang), locale);
        const walk = new Walk(page, place);
        await adminWalk(page, context, walk, request, locale);
        walk.expectClean('admin');
      });

      test('screen audit: Forum screen', async ({ page, context, request }) => {
        // As long a walk as the console's since the site's sections, versions and imports joined it.
        test.setTimeout(240_000);
        await signIn(context, request, locale);
        await serveEditions(page);
        const walk = new Walk(page, place);
        await forumAuditWalk(page, locale, (screen) => walk.audit(screen));
        walk.expectClean('forum');
      });

      test('screen audit: ended forum', async ({ page, context }) => {
        test.setTimeout(120_000);
        const walk = new Walk(page, place);
        await endedWalk(page, context, walk, locale);
        walk.expectClean('ended');
      });

      test('screen audit: check-in desk', async ({ page, context, request }) => {
        test.setTimeout(240_000);
        const walk = new Walk(page, place);
        await deskWalk(page, context, walk, request, locale);
        walk.expectClean('desk');
      });
    });
  }
}
