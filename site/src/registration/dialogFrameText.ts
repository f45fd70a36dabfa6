/**
 * What the registration dialog says before its form is there: its title, the close button, the
 * loading state and a failed load. Apart from registrationText.ts (which needs the shared schema's
 * words) so the landing page's dialog shell can carry it without the form's code.
 */
import type { Locale } from '@forum/shared';

export interface DialogFrameText {
  dialogTitle: string;
  closeDialog: string;
  loading: string;
  loadFailed: string;
}

export const DIALOG_FRAME_TEXT: Record<Locale, DialogFrameText> = {
  en: {
    dialogTitle: 'Pre-registration',
    closeDialog: 'Close dialog',
    loading: 'Loading the registration form…',
    loadFailed: 'The registration form could not be loaded. Please check your connection and try again.',
  },
  ko: {
    dialogTitle: '사전등록',
    closeDialog: '창 닫기',
    loading: '사전등록 양식을 불러오는 중입니다…',
    loadFailed: '사전등록 양식을 불러오지 못했습니다. 인터넷 연결을 확인한 후 다시 시도해 주세요.',
  },
};
