/**
 * The default choices of "How did you hear about us?" (a fresh install's; an edition may name its
 * own). Apart from heardFrom.ts so an edition file can start from them without importing the
 * edition registry back.
 */
import type { HeardFromChoice } from './types';

export const DEFAULT_HEARD_FROM: readonly HeardFromChoice[] = [
  { key: 'website', words: { en: 'Website', ko: '웹사이트' } },
  { key: 'email', words: { en: 'E-mail from us', ko: '이메일 안내' } },
  { key: 'social', words: { en: 'Social media', ko: 'SNS' } },
  { key: 'colleague', words: { en: 'A colleague', ko: '지인·동료 추천' } },
  { key: 'news', words: { en: 'News', ko: '언론 보도' } },
  { key: 'other', words: { en: 'Other', ko: '기타' } },
];
