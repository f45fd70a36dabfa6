/**
 * Words of the login box (이메일, 비밀번호, 로그인 / E-mail, Password, Log in: the browser tests find them by these), the
 * one-time password, the authenticator set-up and the idle warning, in both languages.
 */
import type { Locale } from '@forum/shared';

const minutesKo = (n: number) => `${n}분`;
const minutesEn = (n: number) => `${n} minute${n === 1 ? '' : 's'}`;

/** "15 minutes" / "15분" for a Retry-After; seconds under a minute. */
function waitText(seconds: number, locale: Locale): string {
  if (seconds < 60) {
    const s = Math.max(1, Math.ceil(seconds));
    return locale === 'ko' ? `${s}초` : `${s} second${s === 1 ? '' : 's'}`;
  }
  const minutes = Math.ceil(seconds / 60);
  return locale === 'ko' ? `${minutes}분` : `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

export const AUTH_TEXT = {
  ko: {
    // Login box (이메일 / E-mail: one word with the Accounts screen).
    loginHeading: '관리자',
    loginIntro: '등록자 명단을 보려면 로그인하세요.',
    adminId: '이메일',
    password: '비밀번호',
    logIn: '로그인',
    loggingIn: '로그인 중…',
    tooManyAttempts: (seconds: number | undefined) =>
      seconds === undefined
        ? '로그인 실패가 너무 많습니다. 잠시 후 다시 시도해 주세요.'
        : `로그인 실패가 너무 많습니다. ${waitText(seconds, 'ko')} 후에 다시 시도해 주세요.`,
    loggedOut: '로그아웃되었습니다.',
    otp: '일회용 비밀번호',
    otpHint: '인증 앱에 표시된 6자리 숫자, 또는 복구 코드. 인증 앱을 아직 등록하지 않았다면 비워 두세요.',
    // Enrolment.
    enrolHeading: '인증 앱 등록',
    enrolIntro:
      '관리자 화면에 접속하려면 일회용 비밀번호(OTP)가 필요합니다. 휴대전화의 인증 앱(Google Authenticator, Microsoft Authenticator 등)에 이 계정을 등록하세요.',
    enrolStepScan: '1. 인증 앱으로 QR 코드를 스캔하세요.',
    qrAlt: '인증 앱에 등록할 QR 코드',
    enrolStepKey: 'QR 코드를 스캔할 수 없으면 이 키를 직접 입력하세요 (시간 기반).',
    keyLabel: '설정 키',
    enrolStepCode: '2. 앱에 표시된 6자리 숫자를 입력하세요.',
    confirm: '확인',
    confirming: '확인 중…',
    preparing: '설정 키를 준비하는 중…',
    retryEnrolment: '다시 시도',
    recoveryHeading: '복구 코드',
    recoveryIntro:
      '휴대전화를 잃어버렸을 때 일회용 비밀번호 대신 쓸 수 있는 코드입니다. 각 코드는 한 번만 쓸 수 있으며 지금만 표시됩니다. 안전한 곳에 보관하세요.',
    recoveryList: '복구 코드 10개',
    recoverySaved: '복구 코드를 보관했습니다. 계속',
    enrolled: '인증 앱이 등록되었습니다.',
    // Changing one's own password.
    changePassword: '비밀번호 변경',
    changePasswordIntro: '비밀번호를 바꾸면 다른 기기와 창의 로그인은 모두 끝납니다. 이 창은 로그인 상태로 남습니다.',
    currentPassword: '현재 비밀번호',
    newPassword: '새 비밀번호',
    newPasswordHint: '12자 이상',
    passwordTooShort: '새 비밀번호는 12자 이상이어야 합니다.',
    wrongCurrentPassword: '현재 비밀번호가 올바르지 않습니다.',
    changingPassword: '비밀번호를 바꾸는 중…',
    passwordChanged: '비밀번호를 변경했습니다. 다른 곳의 로그인은 끝났습니다.',
    // Idle cut-off.
    idleTitle: '곧 자동 로그아웃됩니다',
    idleBody: (minutes: number, seconds: number) =>
      `${minutesKo(minutes)} 동안 사용하지 않아 ${seconds}초 후 개인정보 보호를 위해 자동으로 로그아웃됩니다.`,
    stayLoggedIn: '로그인 유지',
    logOutNow: '지금 로그아웃',
    idleLoggedOut: (minutes: number) =>
      `${minutesKo(minutes)} 동안 사용하지 않아 개인정보 보호를 위해 자동으로 로그아웃되었습니다. 다시 로그인해 주세요.`,
  },
  en: {
    loginHeading: 'Admin',
    loginIntro: 'Log in to see the registrant list.',
    adminId: 'E-mail',
    password: 'Password',
    logIn: 'Log in',
    loggingIn: 'Logging in…',
    tooManyAttempts: (seconds: number | undefined) =>
      seconds === undefined
        ? 'Too many failed logins. Please try again later.'
        : `Too many failed logins. Please try again in ${waitText(seconds, 'en')}.`,
    loggedOut: 'You have logged out.',
    otp: 'One-time password',
    otpHint:
      'The 6-digit code from your authenticator app, or a recovery code. Leave it empty if you have not set up an authenticator yet.',
    enrolHeading: 'Set up your authenticator app',
    enrolIntro:
      'The admin console needs a one-time password (OTP) at every login. Add this account to an authenticator app on your phone (Google Authenticator, Microsoft Authenticator or similar).',
    enrolStepScan: '1. Scan the QR code with your authenticator app.',
    qrAlt: 'QR code to add this account to an authenticator app',
    enrolStepKey: 'If you cannot scan it, type this key into the app instead (time-based).',
    keyLabel: 'Setup key',
    enrolStepCode: '2. Enter the 6-digit code the app shows.',
    confirm: 'Confirm',
    confirming: 'Checking…',
    preparing: 'Preparing your setup key…',
    retryEnrolment: 'Try again',
    recoveryHeading: 'Recovery codes',
    recoveryIntro:
      'Use one of these instead of a one-time password if you lose your phone. Each works once, and they are shown only now: keep them somewhere safe.',
    recoveryList: 'Ten recovery codes',
    recoverySaved: 'I have saved the codes. Continue',
    enrolled: 'Your authenticator app is set up.',
    changePassword: 'Change password',
    changePasswordIntro:
      'Changing your password ends your logins on other devices and windows. This window stays logged in.',
    currentPassword: 'Current password',
    newPassword: 'New password',
    newPasswordHint: 'At least 12 characters',
    passwordTooShort: 'The new password must have at least 12 characters.',
    wrongCurrentPassword: 'The current password is not correct.',
    changingPassword: 'Changing your password…',
    passwordChanged: 'Your password was changed. Your logins elsewhere have ended.',
    idleTitle: 'You will be logged out soon',
    idleBody: (minutes: number, seconds: number) =>
      `You have been inactive for ${minutesEn(minutes)}. To protect personal data you will be logged out in ${seconds} seconds.`,
    stayLoggedIn: 'Stay logged in',
    logOutNow: 'Log out now',
    idleLoggedOut: (minutes: number) =>
      `You were logged out after ${minutesEn(minutes)} without activity, to protect personal data. Please log in again.`,
  },
} as const satisfies Record<Locale, unknown>;
