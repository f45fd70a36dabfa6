/** Words of the export-reason dialog, the edit dialog and the totals kept after the purge. */
import type { Locale } from '@forum/shared';
import { formatCount } from '../components/commonText';

export const EXPORT_REASONS = ['eventOperations', 'organiserReport', 'registrantContact', 'other'] as const;
export type ExportReason = (typeof EXPORT_REASONS)[number];

export const REGISTRANT_EDIT_TEXT = {
  ko: {
    exportTitle: '엑셀 다운로드 사유',
    exportIntro: (count: number) =>
      `${formatCount(count, 'ko')}명의 개인정보를 내려받습니다. 다운로드 사유는 접속기록에 남습니다.`,
    reasonLegend: '다운로드 사유',
    reasons: {
      eventOperations: '행사 운영 (명찰, 좌석, 현장 등록)',
      organiserReport: '주최 기관 보고',
      registrantContact: '참가자 안내 연락',
      other: '기타',
    } satisfies Record<ExportReason, string>,
    reasonDetails: '상세 사유',
    reasonDetailsHint: '기타를 선택한 경우 필수',
    reasonRequired: '다운로드 사유를 선택해 주세요.',
    detailsRequired: '상세 사유를 입력해 주세요.',
    download: '다운로드',
    preparingDownload: '다운로드를 준비하는 중…',
    edit: '수정',
    editTitle: '등록 정보 수정',
    editIntro: '수정한 항목의 이름은 접속기록에 남습니다 (내용은 남지 않습니다).',
    languages: { en: '영어', ko: '한국어' },
    save: '저장',
    saving: '저장하는 중…',
    saved: (name: string) => `${name} 님의 등록 정보를 수정했습니다.`,
    saveFailed: '수정하지 못했습니다.',
    purgedHeading: '보유 기간이 끝나 개인정보를 파기했습니다',
    purgedBody: (until: string, at: string) =>
      `${until}까지 보유한 등록자 개인정보를 ${at}에 파기했습니다. 아래는 남겨 둔 집계입니다.`,
  },
  en: {
    exportTitle: 'Reason for the download',
    exportIntro: (count: number) =>
      `You are downloading the personal data of ${formatCount(count, 'en')} registrant${count === 1 ? '' : 's'}. The reason is kept in the access log.`,
    reasonLegend: 'Reason for the download',
    reasons: {
      eventOperations: 'Event operations (badges, seating, on-site desk)',
      organiserReport: 'Report to the organisers',
      registrantContact: 'Contacting registrants about the forum',
      other: 'Other',
    } satisfies Record<ExportReason, string>,
    reasonDetails: 'Details',
    reasonDetailsHint: 'Required for Other',
    reasonRequired: 'Please choose a reason for the download.',
    detailsRequired: 'Please describe the reason.',
    download: 'Download',
    preparingDownload: 'Preparing the download…',
    edit: 'Edit',
    editTitle: 'Edit registration',
    editIntro: 'The names of the fields you change are kept in the access log (not what they contain).',
    languages: { en: 'English', ko: 'Korean' },
    save: 'Save',
    saving: 'Saving…',
    saved: (name: string) => `The registration of ${name} was updated.`,
    saveFailed: 'The changes could not be saved.',
    purgedHeading: 'The retention period has ended: personal data was destroyed',
    purgedBody: (until: string, at: string) =>
      `Registrants’ personal data, kept until ${until}, was destroyed on ${at}. These counts were kept.`,
  },
} as const satisfies Record<Locale, unknown>;
