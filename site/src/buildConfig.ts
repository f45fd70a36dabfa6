/**
 * Values fixed when the site is built (environment of `npm run build`). The contact details are
 * only the starting point: GET /api/site-info replaces them at run time (siteInfo/).
 */
export const SITE_URL: string = __SITE_URL__;

export const BUILD_CONTACT: { email: string; phone: string } = {
  email: __CONTACT_EMAIL__,
  phone: __CONTACT_PHONE__,
};

/** `YYYY-MM-DD`: the consent notice's retention date, the same setting the API's purge obeys. */
export const RETENTION_UNTIL: string = __RETENTION_UNTIL__;
