/** The public pages: the server renders them from the published edition, the build writes them to dist. */
export const PRERENDERED_PATHS = ['/', '/kor', '/link', '/kor/link', '/about', '/kor/about'] as const;

/** The landing pages: prerendered, then run by their early script and islands (islands/), not the router. */
export const LANDING_PATHS: readonly string[] = ['/', '/kor'];
