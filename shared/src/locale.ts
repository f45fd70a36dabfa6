/** The site's two languages: English (`/`) and Korean (`/kor`). */
export type Locale = 'en' | 'ko';
export const LOCALES: readonly Locale[] = ['en', 'ko'];
