/** Words of the first-run setup screen, in both languages (the authenticator steps are AUTH_TEXT's). */
import type { Locale } from '@forum/shared';

export const SETUP_TEXT: Record<
  Locale,
  {
    heading: string;
    intro: string;
    code: string;
    codeHint: string;
    email: string;
    password: string;
    passwordHint: string;
    passwordAgain: string;
    passwordsDiffer: string;
    passwordTooShort: string;
    next: string;
    checking: string;
    otpHeading: string;
    otpIntro: string;
    create: string;
    creating: string;
    done: string;
    alreadySetUp: string;
    toLogin: string;
    loading: string;
  }
> = {
  en: {
    heading: 'Set up the admin console',
    intro:
      'No administrator exists yet. Create the first manager account: your e-mail address, a password and an authenticator app for the one-time passwords. This address works once, for an hour.',
    code: 'Setup code',
    codeHint: 'The part after # in the address the server printed when it started.',
    email: 'E-mail',
    password: 'Password',
    passwordHint: '12 characters or more',
    passwordAgain: 'Password again',
    passwordsDiffer: 'The two passwords are not the same.',
    passwordTooShort: 'The password must be 12 characters or more.',
    next: 'Continue',
    checking: 'Checking…',
    otpHeading: 'Set up your authenticator app',
    otpIntro:
      'Every login needs a one-time password (OTP). Add the account to an authenticator app on your phone (Google Authenticator, Microsoft Authenticator or similar).',
    create: 'Create the account',
    creating: 'Creating the account…',
    done: 'Your manager account is ready and you are logged in.',
    alreadySetUp: 'The console is already set up. Log in with your administrator account.',
    toLogin: 'Go to the login',
    loading: 'Checking the setup…',
  },
  ko: {
    heading: '관리자 화면 설정',
    intro:
      '아직 관리자 계정이 없습니다. 첫 관리 책임자 계정을 만드세요. 이메일, 비밀번호, 일회용 비밀번호를 받을 인증 앱을 등록합니다. 이 주소는 1시간 동안 한 번만 쓸 수 있습니다.',
    code: '설정 코드',
    codeHint: '서버를 시작할 때 표시된 주소에서 # 뒤의 부분입니다.',
    email: '이메일',
    password: '비밀번호',
    passwordHint: '12자 이상',
    passwordAgain: '비밀번호 확인',
    passwordsDiffer: '두 비밀번호가 같지 않습니다.',
    passwordTooShort: '비밀번호는 12자 이상이어야 합니다.',
    next: '다음',
    checking: '확인 중…',
    otpHeading: '인증 앱 등록',
    otpIntro:
      '로그인할 때마다 일회용 비밀번호(OTP)가 필요합니다. 휴대전화의 인증 앱(Google Authenticator, Microsoft Authenticator 등)에 이 계정을 등록하세요.',
    create: '계정 만들기',
    creating: '계정을 만드는 중…',
    done: '관리 책임자 계정이 만들어졌고 로그인되었습니다.',
    alreadySetUp: '관리자 계정이 이미 있습니다. 그 계정으로 로그인하세요.',
    toLogin: '로그인 화면으로',
    loading: '설정 상태를 확인하는 중…',
  },
};
