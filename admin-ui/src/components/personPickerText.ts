/** The person picker's words (PersonPicker.tsx). */
import type { Locale } from '@forum/shared';

export const PERSON_PICKER_TEXT: Record<
  Locale,
  {
    searchLabel: string;
    placeholder: string;
    hint: string;
    loading: string;
    failed: string;
    none: string;
    matches: (count: number, shown: number) => string;
    matchesLabel: string;
    change: string;
    changeFor: (name: string) => string;
  }
> = {
  en: {
    searchLabel: 'search by name, e-mail or company',
    placeholder: 'Name, e-mail or company',
    hint: 'Type a name, e-mail or company, then choose the registrant.',
    loading: 'Loading the registrants…',
    failed: 'The registrants could not be loaded. Try again in a moment.',
    none: 'No registrant matches.',
    matches: (count, shown) =>
      count > shown
        ? `${count} registrants match; the first ${shown} are shown. Type more to narrow it.`
        : `${count} ${count === 1 ? 'registrant matches' : 'registrants match'}.`,
    matchesLabel: 'Matching registrants',
    change: 'Choose another',
    changeFor: (name) => `Choose another instead of ${name}`,
  },
  ko: {
    searchLabel: '성명, 이메일 또는 소속으로 검색',
    placeholder: '성명, 이메일 또는 소속',
    hint: '성명, 이메일 또는 소속을 입력한 뒤 등록자를 고르세요.',
    loading: '등록자를 불러오는 중…',
    failed: '등록자를 불러오지 못했습니다. 잠시 후 다시 시도하세요.',
    none: '일치하는 등록자가 없습니다.',
    matches: (count, shown) =>
      count > shown
        ? `등록자 ${count}명이 일치합니다. 처음 ${shown}명만 보입니다. 더 입력해 좁히세요.`
        : `등록자 ${count}명이 일치합니다.`,
    matchesLabel: '일치하는 등록자',
    change: '다른 등록자 고르기',
    changeFor: (name) => `${name} 대신 다른 등록자 고르기`,
  },
};
