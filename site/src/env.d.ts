/// <reference types="vite/client" />

// Build-time constants, replaced by vite.config.ts `define` (from SITE_URL, CONTACT_EMAIL, CONTACT_PHONE,
// RETENTION_UNTIL).
declare const __SITE_URL__: string;
declare const __CONTACT_EMAIL__: string;
declare const __CONTACT_PHONE__: string;
declare const __RETENTION_UNTIL__: string;
