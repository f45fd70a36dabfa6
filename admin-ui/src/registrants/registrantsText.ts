/**
 * Words of the registrant list in both languages: the list, search and filters, counts and chart,
 * the table, delete and export. The API's error codes are translated by `errorMessage` from shared.
 */
import { type Locale, REGISTRANT_FIELD_WORDS } from '@forum/shared';
import { formatCount } from '../components/commonText';

export const REGISTRANTS_TEXT = {
  ko: {
    // The list.
    /** `forum`: the name of the edition viewed (a past one's in a past edition). */
    listHeading: (forum: string) => `${forum} 등록자 명단`,
    exportToExcel: '엑셀 다운로드',
    exporting: '엑셀 파일을 만드는 중…',
    refresh: '새로고침',
    loadingList: '등록자 명단을 불러오는 중…',
    listFailed: '명단을 불러오지 못했습니다.',
    retry: '다시 시도',
    emptyList: '아직 등록자가 없습니다.',
    noMatches: '검색 조건에 맞는 등록자가 없습니다.',
    // Search and filters.
    filtersHeading: '검색 및 필터',
    search: '검색',
    searchHint: '성명, 소속, 이메일',
    sessionFilter: '참가 세션',
    allSessions: '전체 세션',
    waitingFilter: '대기자 (모든 세션)',
    typeFilter: REGISTRANT_FIELD_WORDS.ko.businessType,
    allTypes: '전체 유형',
    allStatuses: '전체 상태',
    clearFilters: '필터 초기화',
    shownCount: (shown: number, total: number) =>
      shown === total
        ? `등록자 ${formatCount(total, 'ko')}명`
        : `전체 ${formatCount(total, 'ko')}명 중 ${formatCount(shown, 'ko')}명`,
    // Counts and chart.
    countsHeading: '집계',
    countsOf: (shown: number, filtered: boolean) =>
      filtered ? `표시된 ${formatCount(shown, 'ko')}명 기준` : `전체 ${formatCount(shown, 'ko')}명 기준`,
    bySession: '세션별 참석 인원',
    byType: '참가자 유형별 인원',
    noSession: '선택한 세션 없음',
    otherType: '기타 코드',
    people: (count: number) => `${formatCount(count, 'ko')}명`,
    // Table.
    tableCaption: (first: number, last: number, shown: number) =>
      shown === 0
        ? '등록자 목록'
        : `등록자 목록 (${formatCount(first, 'ko')}–${formatCount(last, 'ko')}번째, 총 ${formatCount(shown, 'ko')}명)`,
    actions: '관리',
    delete: '삭제',
    scrollCue: '옆으로 밀면 다른 열이 보입니다 →',
    sortHint: '정렬',
    // Delete.
    confirmDeleteTitle: '등록자를 삭제할까요?',
    confirmDeleteBody: '삭제한 등록 정보는 되돌릴 수 없습니다.',
    deleteWho: REGISTRANT_FIELD_WORDS.ko,
    deleting: '삭제하는 중…',
    deleted: (name: string) => `${name} 님의 등록을 삭제했습니다.`,
    alreadyDeleted: (name: string) => `${name} 님의 등록은 이미 삭제되었습니다.`,
    deleteFailed: '삭제하지 못했습니다.',
    // Export.
    exported: (count: number, fileName: string) => `${formatCount(count, 'ko')}명을 ${fileName} 파일로 내보냈습니다.`,
    exportedTo: (count: number, path: string) => `${formatCount(count, 'ko')}명을 ${path}에 저장했습니다.`,
    exportCancelled: '내보내기를 취소했습니다.',
    exportFailed: '엑셀 파일을 만들지 못했습니다. 다시 시도해 주세요.',
    showInFolder: '폴더에서 보기',
    // A returning attendee: the other editions the same e-mail registered for.
    alsoEditions: (years: readonly number[]) => `${years.join(', ')}년에도 등록`,
  },
  en: {
    listHeading: (forum: string) => `${forum} — registrant list`,
    exportToExcel: 'Export to Excel',
    exporting: 'Preparing the Excel file…',
    refresh: 'Refresh',
    loadingList: 'Loading the registrant list…',
    listFailed: 'The list could not be loaded.',
    retry: 'Try again',
    emptyList: 'Nobody has registered yet.',
    noMatches: 'No registrants match the search and filters.',
    filtersHeading: 'Search and filters',
    search: 'Search',
    searchHint: 'Name, company, e-mail',
    sessionFilter: 'Session',
    allSessions: 'All sessions',
    waitingFilter: 'Waiting list (any session)',
    typeFilter: REGISTRANT_FIELD_WORDS.en.businessType,
    allTypes: 'All types',
    allStatuses: 'All statuses',
    clearFilters: 'Clear filters',
    shownCount: (shown: number, total: number) =>
      shown === total
        ? `${formatCount(total, 'en')} registrant${total === 1 ? '' : 's'}`
        : `${formatCount(shown, 'en')} of ${formatCount(total, 'en')} registrants`,
    countsHeading: 'Counts',
    countsOf: (shown: number, filtered: boolean) =>
      filtered
        ? `Of the ${formatCount(shown, 'en')} registrants shown`
        : `Of all ${formatCount(shown, 'en')} registrants`,
    bySession: 'Attendance by session',
    byType: 'Registrants by business type',
    noSession: 'No session chosen',
    otherType: 'Other codes',
    people: (count: number) => formatCount(count, 'en'),
    tableCaption: (first: number, last: number, shown: number) =>
      shown === 0
        ? 'Registrants'
        : `Registrants ${formatCount(first, 'en')}–${formatCount(last, 'en')} of ${formatCount(shown, 'en')}`,
    actions: 'Actions',
    delete: 'Delete',
    scrollCue: 'Swipe sideways for more columns →',
    sortHint: 'sort',
    confirmDeleteTitle: 'Delete this registrant?',
    confirmDeleteBody: 'A deleted registration cannot be restored.',
    deleteWho: REGISTRANT_FIELD_WORDS.en,
    deleting: 'Deleting…',
    deleted: (name: string) => `The registration of ${name} was deleted.`,
    alreadyDeleted: (name: string) => `The registration of ${name} had already been deleted.`,
    deleteFailed: 'The registrant could not be deleted.',
    exported: (count: number, fileName: string) =>
      `Exported ${formatCount(count, 'en')} registrant${count === 1 ? '' : 's'} to ${fileName}.`,
    exportedTo: (count: number, path: string) =>
      `Saved ${formatCount(count, 'en')} registrant${count === 1 ? '' : 's'} to ${path}.`,
    exportCancelled: 'Export cancelled.',
    exportFailed: 'The Excel file could not be created. Please try again.',
    showInFolder: 'Show in folder',
    alsoEditions: (years: readonly number[]) => `also ${years.join(', ')}`,
  },
} as const satisfies Record<Locale, unknown>;
