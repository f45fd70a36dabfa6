/** The badge printing's words, in both languages: the list's action and dialog, and the desk's button. */
import type { BadgeLayout, BadgeSort, Locale } from '@forum/shared';

export interface BadgesText {
  action: string;
  dialogTitle: string;
  intro(count: number, filtered: boolean): string;
  /** Those the list shows who are under review or declined: they get no badge. */
  skipped(count: number): string;
  layoutLegend: string;
  layouts: Record<BadgeLayout, string>;
  sortLegend: string;
  sorts: Record<BadgeSort, string>;
  make: string;
  making: string;
  made(count: number): string;
  failed: string;
  printBadge: string;
  printingBadge: string;
  deskLayout: string;
  printFailed: string;
}

const registrants = (count: number) => `${count.toLocaleString('en-US')} ${count === 1 ? 'registrant' : 'registrants'}`;

export const BADGES_TEXT: Record<Locale, BadgesText> = {
  en: {
    action: 'Badges',
    dialogTitle: 'Print name badges',
    intro: (count, filtered) =>
      filtered ? `Badges for the ${registrants(count)} the list shows now.` : `Badges for all ${registrants(count)}.`,
    skipped: (count) =>
      `${registrants(count)} under review or declined ${count === 1 ? 'gets' : 'get'} no badge: badges are for approved registrations only.`,
    layoutLegend: 'Layout',
    layouts: { a6: 'A6, four per A4 page (with cut marks)', 'label-90x54': 'Label 90 x 54 mm, one per page' },
    sortLegend: 'Order',
    sorts: { name: 'By name (names in Hangul first, 가나다 order; then the others)', company: 'By company' },
    make: 'Make PDF',
    making: 'Making the PDF...',
    made: (count) => `The badge PDF for ${registrants(count)} is ready.`,
    failed: 'The badges could not be made.',
    printBadge: 'Print badge',
    printingBadge: 'Preparing the badge...',
    deskLayout: 'Badge layout',
    printFailed: 'The badge could not be printed.',
  },
  ko: {
    action: '명찰',
    dialogTitle: '명찰 출력',
    intro: (count, filtered) =>
      filtered
        ? `지금 목록에 보이는 등록자 ${count.toLocaleString('ko-KR')}명의 명찰을 만듭니다.`
        : `전체 등록자 ${count.toLocaleString('ko-KR')}명의 명찰을 만듭니다.`,
    skipped: (count) =>
      `검토 중이거나 거절된 ${count.toLocaleString('ko-KR')}명은 명찰을 만들지 않습니다. 명찰은 승인된 등록자만 출력합니다.`,
    layoutLegend: '용지',
    layouts: { a6: 'A6, A4 한 장에 4개 (재단선 포함)', 'label-90x54': '라벨 90 x 54 mm, 한 장에 1개' },
    sortLegend: '순서',
    sorts: { name: '이름순 (한글 이름 먼저 가나다순, 그다음 다른 이름)', company: '소속순' },
    make: 'PDF 만들기',
    making: 'PDF를 만드는 중...',
    made: (count) => `등록자 ${count.toLocaleString('ko-KR')}명의 명찰 PDF가 준비되었습니다.`,
    failed: '명찰을 만들지 못했습니다.',
    printBadge: '명찰 출력',
    printingBadge: '명찰을 준비하는 중...',
    deskLayout: '명찰 용지',
    printFailed: '명찰을 출력하지 못했습니다.',
  },
};
