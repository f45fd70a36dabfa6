/**
 * Browser entry of the prerendered landing pages (/ and /kor), imported by the page's early script
 * (see hydrateIslands.tsx). Its CSS is the routed pages' stylesheet, linked by the page itself.
 */
import { hydrateIslands } from './hydrateIslands';

hydrateIslands();
