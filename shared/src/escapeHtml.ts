/**
 * The one HTML escaper, for text and double- or single-quoted attribute values alike: the mail's
 * HTML parts, the site's prerendered head tags and its placeholder SVGs all use it. Numeric
 * references (`&#60;`), since they mean the same in HTML, XML and SVG.
 */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
