/**
 * Words of the managers' Forum screen in both languages: the editions and their states, preparing
 * next year, the editor's frame (saving, problems, sample content, what changes, preview) and the
 * dialogs (publish, delete a draft, leave unsaved). The form's field names are in forumFieldText.ts
 * (the site's in siteFieldText.ts).
 */
import { type Locale, formatLongDate } from '@forum/shared';
import { formatCount } from '../components/commonText';
import type { EditionState } from './editionDocument';

const STATES = {
  ko: { draft: '준비 중', current: '현재', ended: '종료', purged: '파기됨' },
  en: { draft: 'Draft', current: 'Current', ended: 'Ended', purged: 'Purged' },
} as const satisfies Record<Locale, Record<EditionState, string>>;

export const FORUM_TEXT = {
  ko: {
    section: '포럼 관리',
    heading: '포럼 관리',
    intro:
      '현재 포럼을 바탕으로 다음 포럼을 준비하고, 점검하고, 미리보기를 공유한 뒤 공개합니다. 공개하면 누리집과 사전등록이 새 포럼으로 바뀌고, 지난 포럼의 기록은 따로 읽기 전용으로 남습니다.',
    loadingEditions: '포럼 목록을 불러오는 중…',
    loadingEdition: (year: number) => `${year} 포럼을 불러오는 중…`,
    editionsTable: '연도별 포럼',
    year: '연도',
    state: '상태',
    days: '포럼 일자',
    registrants: '등록자',
    keptUntil: '기록 보관 기한',
    actions: '관리',
    states: STATES.ko,
    endedCurrent: '종료 (현재 포럼)',
    registrantCount: (count: number) => `${formatCount(count, 'ko')}명`,
    edit: '편집',
    open: '보기',
    forYear: (year: number) => `${year} 포럼`,
    prepare: (year: number) => `${year} 포럼 준비`,
    prepareHelp: (from: number, year: number) =>
      `${from} 포럼의 정보와 문구, 룸, 세션(기본 정원 포함), 승인 방식을 ${year} 초안으로 복사하고 일자는 1년 뒤 같은 요일로 옮깁니다. 등록자, 초청, 메시지, 미팅, 체크인은 복사하지 않습니다.`,
    preparing: '초안을 만드는 중…',
    prepared: (year: number, from: number) =>
      `${from} 포럼을 복사해 ${year} 초안을 만들었습니다. 먼저 일자와 장소를 확인하세요.`,
    continueDraft: (year: number) => `${year} 초안 계속 편집`,
    // The editor's frame.
    back: '포럼 목록으로',
    editorHeading: (year: number) => `${year} 포럼`,
    panels: '저장 상태, 문제, 미리보기와 공개',
    draftNote: '초안은 공개되지 않습니다. 입력하는 대로 저장됩니다.',
    currentNote:
      '누리집에 공개 중인 현재 포럼입니다. 저장하면 바로 누리집에 반영됩니다. 등록자가 있는 세션은 삭제하거나 다른 날로 옮길 수 없습니다.',
    endedNote: (year: number) => `${year} 포럼은 종료되었습니다. 공개된 내용 그대로 보관되며 바꿀 수 없습니다.`,
    purgedNote: (year: number) =>
      `${year} 포럼의 등록자 기록은 보관 기한이 지나 파기되었습니다. 포럼 정보만 읽기 전용으로 남아 있습니다.`,
    saving: '저장하는 중…',
    saved: '모든 변경 사항이 저장되었습니다.',
    unsaved: '저장되지 않은 변경 사항이 있습니다.',
    refused: '저장되지 않았습니다. 아래 문제를 고쳐 주세요.',
    saveFailed: (reason: string) => `저장되지 않았습니다: ${reason}`,
    save: '변경 사항 저장',
    checking: '점검하는 중…',
    problemsHeading: (count: number) => `공개 전에 고칠 문제 ${formatCount(count, 'ko')}건`,
    noProblems: '문제가 없습니다. 공개할 수 있습니다.',
    problemsInside: (count: number) => `문제 ${formatCount(count, 'ko')}건`,
    samplesHeading: (count: number) => `아직 예시 내용 ${formatCount(count, 'ko')}건`,
    noSamples: '예시 내용이 남아 있지 않습니다.',
    samplesHelp:
      '누리집에 처음부터 들어 있던 예시 이름, 링크, 이미지입니다. 공개는 막지 않지만, 공개 전에 실제 내용으로 바꾸세요.',
    changesHeading: (current: number) => `공개하면 ${current} 포럼과 달라지는 점`,
    noChanges: '달라지는 점이 없습니다.',
    changesLater: '저장된 초안을 점검하면 여기에 표시됩니다.',
    // Preview.
    previewHeading: '미리보기',
    previewHelp:
      '초안 누리집을 공개될 모습 그대로 영어와 한국어로 보여 주는 링크입니다. 로그인 없이 동료와 공유할 수 있고, 신청서는 아무것도 제출하지 않습니다.',
    makePreview: '미리보기 링크 만들기',
    makingPreview: '링크를 만드는 중…',
    previewLink: '미리보기 링크',
    previewUntil: (when: string) => `${when}(한국 시간)까지 열 수 있습니다.`,
    copy: '링크 복사',
    copied: '링크를 복사했습니다.',
    copyFailed: '복사하지 못했습니다. 링크를 선택해 직접 복사하세요.',
    openPreview: '미리보기 열기',
    openFailed: '이 링크는 여기서 열 수 없습니다. 링크를 복사해 브라우저에서 여세요.',
    newWindow: '(새 창)',
    // Publish.
    publishHeading: '공개',
    publish: (year: number) => `${year} 포럼 공개`,
    notYet: (current: number, lastDay: string, from: string) =>
      `${current} 포럼의 마지막 날(${formatLongDate(lastDay, 'ko')})이 아직 지나지 않았습니다. ${formatLongDate(from, 'ko')}부터 공개할 수 있습니다.`,
    publishTitle: (year: number) => `${year} 포럼을 공개할까요?`,
    publishBody: (year: number, current: number | null) =>
      current === null
        ? `누리집, 사전등록 신청서, 관리자 화면이 ${year} 포럼을 보여 줍니다. 공개는 되돌릴 수 없습니다.`
        : `누리집, 사전등록 신청서, 관리자 화면이 ${year} 포럼을 보여 줍니다. ${current} 포럼의 기록은 읽기 전용이 되고 각자의 보관 기한까지 보관됩니다. 포럼은 다음 연도로만 공개할 수 있어 되돌릴 수 없습니다.`,
    confirmYear: (year: number) => `확인하려면 연도(${year})를 입력하세요`,
    yearMismatch: (year: number) => `연도(${year})를 정확히 입력해야 공개됩니다.`,
    publishSamples: (count: number) =>
      `누리집에 아직 예시 내용 ${formatCount(count, 'ko')}건이 남아 있습니다(문제 옆 목록). 공개하면 그대로 보입니다.`,
    publishing: '공개하는 중…',
    published: (year: number) => `${year} 포럼을 공개했습니다. 이제 누리집과 사전등록에 표시됩니다.`,
    notEnded: (current: number, lastDay: string | null) =>
      lastDay
        ? `${current} 포럼이 아직 끝나지 않았습니다(마지막 날 ${formatLongDate(lastDay, 'ko')}). 마지막 날 다음 날부터 공개할 수 있습니다.`
        : `${current} 포럼이 아직 끝나지 않았습니다. 마지막 날 다음 날부터 공개할 수 있습니다.`,
    older: (year: number, current: number) =>
      `${year} 포럼은 현재 포럼(${current})보다 이전 연도입니다. 포럼은 다음 연도로만 공개할 수 있습니다.`,
    publishProblems: (year: number) => `${year} 포럼에 고칠 문제가 남아 있습니다. 양식 위에 모두 표시했습니다.`,
    // Delete a draft.
    deleteDraft: '초안 삭제',
    deleteTitle: (year: number) => `${year} 초안을 삭제할까요?`,
    deleteBody: '초안에 입력한 내용이 모두 삭제됩니다. 초안에는 등록자가 없으며, 현재 포럼은 바뀌지 않습니다.',
    delete: '삭제',
    deleting: '삭제하는 중…',
    deleted: (year: number) => `${year} 초안을 삭제했습니다.`,
    // Leaving with edits the server refused.
    leaveTitle: '저장하지 않고 나갈까요?',
    leaveBody: '마지막 변경 사항은 표시된 문제 때문에 저장되지 않았습니다. 지금 나가면 사라집니다.',
    leaveOffline: '마지막 변경 사항을 서버에 보내지 못했습니다. 연결을 확인한 뒤 저장하세요. 지금 나가면 사라집니다.',
    leave: '저장하지 않고 나가기',
    stay: '계속 편집',
  },
  en: {
    section: 'Forum',
    heading: 'Forum',
    intro:
      "Prepare next year's forum from this one, check it, share a preview and publish it. Publishing turns the site and registration over to the new forum; the earlier year's records stay apart, read-only.",
    loadingEditions: 'Loading the forums…',
    loadingEdition: (year: number) => `Loading the ${year} forum…`,
    editionsTable: 'The forum, year by year',
    year: 'Year',
    state: 'State',
    days: 'Forum days',
    registrants: 'Registrants',
    keptUntil: 'Records kept until',
    actions: 'Actions',
    states: STATES.en,
    endedCurrent: 'Ended (current)',
    registrantCount: (count: number) => formatCount(count, 'en'),
    edit: 'Edit',
    open: 'View',
    forYear: (year: number) => `the ${year} forum`,
    prepare: (year: number) => `Prepare ${year}`,
    prepareHelp: (from: number, year: number) =>
      `Copies ${from}'s facts and words, rooms, sessions with their default seats, and the approval policy into a ${year} draft, its days moved to the same weekdays a year later. No registrants, invitations, messages, meetings or check-ins are copied.`,
    preparing: 'Preparing the draft…',
    prepared: (year: number, from: number) =>
      `The ${year} draft is ready, copied from ${from}. Check its dates and venue first.`,
    continueDraft: (year: number) => `Continue the ${year} draft`,
    back: 'Back to the forums',
    editorHeading: (year: number) => `Forum ${year}`,
    panels: 'Saving, problems, preview and publishing',
    draftNote: 'A draft: nothing of it is public. Changes are saved as you type.',
    currentNote:
      'The current forum, live on the site: saved changes show there at once. A session with registrations cannot be dropped or moved to another day.',
    endedNote: (year: number) => `The ${year} forum has ended: it is kept as it was published and cannot be changed.`,
    purgedNote: (year: number) =>
      `The ${year} forum's registrant records were deleted at their retention date; only the forum's facts remain, read-only.`,
    saving: 'Saving…',
    saved: 'All changes saved.',
    unsaved: 'Unsaved changes.',
    refused: 'Not saved: fix the problems below.',
    saveFailed: (reason: string) => `Not saved: ${reason}`,
    save: 'Save changes',
    checking: 'Checking…',
    problemsHeading: (count: number) =>
      count === 1
        ? '1 problem to fix before publishing'
        : `${formatCount(count, 'en')} problems to fix before publishing`,
    noProblems: 'No problems: ready to publish.',
    problemsInside: (count: number) => (count === 1 ? '1 problem' : `${formatCount(count, 'en')} problems`),
    samplesHeading: (count: number) =>
      count === 1 ? '1 entry is still sample content' : `${formatCount(count, 'en')} entries are still sample content`,
    noSamples: 'No sample content left.',
    samplesHelp:
      'Names, links and pictures the site was shipped with. They do not stop publishing, but replace them with the real ones before the site goes public.',
    changesHeading: (current: number) => `What publishing changes against ${current}`,
    noChanges: 'Nothing changes.',
    changesLater: 'Shown here once the saved draft has been checked.',
    previewHeading: 'Preview',
    previewHelp:
      "A link to the draft's site in English and Korean, exactly as publishing will show it. Share it with colleagues: no login is needed, and its form submits nothing.",
    makePreview: 'Make a preview link',
    makingPreview: 'Making the link…',
    previewLink: 'Preview link',
    previewUntil: (when: string) => `Opens until ${when} (Korea time).`,
    copy: 'Copy link',
    copied: 'Link copied.',
    copyFailed: 'Could not copy: select the link and copy it yourself.',
    openPreview: 'Open the preview',
    openFailed: 'This link cannot be opened from here: copy it into a browser.',
    newWindow: '(new window)',
    publishHeading: 'Publish',
    publish: (year: number) => `Publish ${year}`,
    notYet: (current: number, lastDay: string, from: string) =>
      `The ${current} forum's last day (${formatLongDate(lastDay, 'en')}) is still ahead: publishing becomes possible from ${formatLongDate(from, 'en')}.`,
    publishTitle: (year: number) => `Publish the ${year} forum?`,
    publishBody: (year: number, current: number | null) =>
      current === null
        ? `The site, the registration form and the admin then show ${year}. Publishing cannot be undone.`
        : `The site, the registration form and the admin then show ${year}. ${current}'s records become read-only and are kept until their own date. This cannot be undone: forums are published forward only.`,
    confirmYear: (year: number) => `Type ${year} to confirm`,
    yearMismatch: (year: number) => `Type ${year} exactly to publish.`,
    publishSamples: (count: number) =>
      `${count === 1 ? '1 entry of the site is' : `${formatCount(count, 'en')} entries of the site are`} still sample content (listed beside the problems): publishing shows them as they are.`,
    publishing: 'Publishing…',
    published: (year: number) => `The ${year} forum is published: the site and registration now show it.`,
    notEnded: (current: number, lastDay: string | null) =>
      lastDay
        ? `The ${current} forum has not ended yet (its last day is ${formatLongDate(lastDay, 'en')}): the next forum can be published from the day after.`
        : `The ${current} forum has not ended yet: the next forum can be published from the day after its last day.`,
    older: (year: number, current: number) =>
      `${year} is older than the current forum (${current}): forums are published forward only.`,
    publishProblems: (year: number) => `The ${year} forum still has problems to fix: they are listed above the form.`,
    deleteDraft: 'Delete draft',
    deleteTitle: (year: number) => `Delete the ${year} draft?`,
    deleteBody:
      'Everything written in it is removed. Nobody registers for a draft, and the current forum is not touched.',
    delete: 'Delete',
    deleting: 'Deleting…',
    deleted: (year: number) => `The ${year} draft was deleted.`,
    leaveTitle: 'Leave without saving?',
    leaveBody: 'Your last changes could not be saved because of the problems listed. If you leave now they are lost.',
    leaveOffline:
      'Your last changes did not reach the server: check the connection and save them. If you leave now they are lost.',
    leave: 'Leave without saving',
    stay: 'Keep editing',
  },
} as const satisfies Record<Locale, unknown>;

export type ForumText = (typeof FORUM_TEXT)[Locale];
