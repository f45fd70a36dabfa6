/**
 * `data-prerendered` on #root says which route the build rendered the HTML for: a path, or this
 * mark for the not-found pages, which the server sends for every unknown path.
 */
export const NOT_FOUND_MARK = 'not-found';
