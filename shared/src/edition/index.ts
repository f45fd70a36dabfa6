/** The edition: its file (edition.ts, programme.ts) and what derives from it. */
export { EDITION } from './edition';
export { EDITION_PROGRAMME } from './programme';
export * from './types';
export * from './lookup';
export * from './schedule';
export * from './format';
