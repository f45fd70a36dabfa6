/**
 * Company names in a session box are separated by ' / ' (the organisers' format). Line breaks
 * may sit next to a separator ('A /\nB'), so any whitespace around the slash counts; a slash
 * inside a name ('A/S Korea') does not separate. Empty pieces (a trailing separator) are ignored.
 */
export function splitCompanyList(list: string): string[] {
  return list
    .split(/\s+\/\s+|\s+\/$|^\/\s+/)
    .map((name) => name.trim())
    .filter((name) => name.length > 0);
}

/** N in 'IR of N Companies :'. */
export function countCompanies(list: string): number {
  return splitCompanyList(list).length;
}
