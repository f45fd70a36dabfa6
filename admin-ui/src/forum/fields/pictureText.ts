/** The picture field's words in both languages: a speaker's photo, and the site's logos and the letter's pictures. */
import type { Locale } from '@forum/shared';

/** What a picture field says about its picture; a speaker's photo by default. */
export interface PictureWords {
  none: string;
  choose: string;
  replace: string;
  remove: string;
  hint: string;
  preview: (who: string) => string;
}

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
} as const satisfies Record<Locale, PictureWords & Record<string, unknown>>;

/** The site's pictures: a logo (fitted into its box, never cropped) and the letter's photo and signature. */
export const SITE_PICTURE_TEXT = {
  ko: {
    logo: {
      none: '로고가 없습니다. 로고를 올려 주세요.',
      choose: '로고 올리기',
      replace: '로고 바꾸기',
      remove: '로고 삭제',
      hint: 'PNG, JPEG, WebP, SVG, 5MB 이하. 자르지 않고 누리집의 로고 칸에 맞춰 저장합니다. 밝은 색 로고는 "어두운 배경"을 켜세요.',
      preview: (who: string) => `${who} 로고`,
    },
    picture: {
      none: '이미지가 없습니다. 이미지를 올려 주세요.',
      choose: '이미지 올리기',
      replace: '이미지 바꾸기',
      remove: '이미지 삭제',
      hint: 'PNG, JPEG, WebP, SVG, 5MB 이하. 메타데이터는 지우고 누리집에 보이는 크기로 맞춰 저장합니다.',
      preview: (what: string) => what,
    },
  },
  en: {
    logo: {
      none: 'No logo yet: upload one.',
      choose: 'Upload a logo',
      replace: 'Replace logo',
      remove: 'Remove logo',
      hint: "PNG, JPEG, WebP or SVG, at most 5 MB. Fitted into the site's logo box, never cropped. Light artwork needs 'Dark tile'.",
      preview: (who: string) => `Logo of ${who}`,
    },
    picture: {
      none: 'No picture yet: upload one.',
      choose: 'Upload a picture',
      replace: 'Replace picture',
      remove: 'Remove picture',
      hint: 'PNG, JPEG, WebP or SVG, at most 5 MB. Metadata is removed, and it is stored at the size the site shows it.',
      preview: (what: string) => what,
    },
  },
} as const satisfies Record<Locale, Record<'logo' | 'picture', PictureWords>>;
