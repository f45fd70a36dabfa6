/** The picture field's words in both languages (a speaker's photo, and later the letter's and the logos). */
import type { Locale } from '@forum/shared';

export const PICTURE_TEXT = {
  ko: {
    speakerPhoto: '연사 사진 (선택)',
    none: '사진이 없습니다. 누리집에는 기본 실루엣이 보입니다.',
    choose: '사진 올리기',
    replace: '사진 바꾸기',
    remove: '사진 삭제',
    uploading: '올리는 중…',
    size: (width: number, height: number) => `${width} × ${height}px`,
    hint: 'PNG, JPEG, WebP, SVG, 5MB 이하. 사진의 위치 정보 같은 메타데이터는 지우고, 누리집에 보이는 크기(정사각형)로 맞춰 저장합니다.',
    preview: (who: string) => `${who} 사진`,
  },
  en: {
    speakerPhoto: 'Photo (optional)',
    none: 'No photo: the site shows the placeholder silhouette.',
    choose: 'Upload a photo',
    replace: 'Replace photo',
    remove: 'Remove photo',
    uploading: 'Uploading…',
    size: (width: number, height: number) => `${width} × ${height} px`,
    hint: 'PNG, JPEG, WebP or SVG, at most 5 MB. Metadata such as where a photo was taken is removed, and it is stored at the size the site shows it (a square).',
    preview: (who: string) => `Photo of ${who}`,
  },
} as const satisfies Record<Locale, unknown>;
