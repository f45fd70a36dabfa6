/**
 * An uploaded SVG rebuilt from an allow-list: the elements and attributes a drawing needs, and
 * nothing that runs or reaches outside (script, foreignObject, event handlers, links, images, CSS
 * that loads anything, references other than to the drawing's own `#ids`). Parsed as strict XML
 * (saxes): no entity other than XML's own is expanded, so an entity bomb or an external entity is
 * a parse error and the file is refused. What is dropped is dropped with everything inside it.
 */
import { SaxesParser } from 'saxes';

const SVG_NS = 'http://www.w3.org/2000/svg';
const XLINK_NS = 'http://www.w3.org/1999/xlink';

const ELEMENTS = new Set([
  'svg',
  'g',
  'defs',
  'symbol',
  'use',
  'title',
  'desc',
  'path',
  'rect',
  'circle',
  'ellipse',
  'line',
  'polyline',
  'polygon',
  'text',
  'tspan',
  'textPath',
  'linearGradient',
  'radialGradient',
  'stop',
  'clipPath',
  'mask',
  'pattern',
  'marker',
  'filter',
  'feGaussianBlur',
  'feOffset',
  'feBlend',
  'feColorMatrix',
  'feComposite',
  'feFlood',
  'feMerge',
  'feMergeNode',
  'feMorphology',
]);

const ATTRIBUTES = new Set([
  'id',
  'class',
  'width',
  'height',
  'viewBox',
  'preserveAspectRatio',
  'x',
  'y',
  'x1',
  'y1',
  'x2',
  'y2',
  'cx',
  'cy',
  'r',
  'rx',
  'ry',
  'fx',
  'fy',
  'd',
  'points',
  'pathLength',
  'transform',
  'fill',
  'fill-opacity',
  'fill-rule',
  'stroke',
  'stroke-width',
  'stroke-opacity',
  'stroke-linecap',
  'stroke-linejoin',
  'stroke-miterlimit',
  'stroke-dasharray',
  'stroke-dashoffset',
  'opacity',
  'color',
  'display',
  'visibility',
  'clip-path',
  'clip-rule',
  'mask',
  'filter',
  'style',
  'font-family',
  'font-size',
  'font-weight',
  'font-style',
  'letter-spacing',
  'text-anchor',
  'dominant-baseline',
  'dx',
  'dy',
  'rotate',
  'textLength',
  'lengthAdjust',
  'startOffset',
  'offset',
  'stop-color',
  'stop-opacity',
  'gradientUnits',
  'gradientTransform',
  'spreadMethod',
  'patternUnits',
  'patternContentUnits',
  'patternTransform',
  'clipPathUnits',
  'maskUnits',
  'maskContentUnits',
  'markerWidth',
  'markerHeight',
  'markerUnits',
  'refX',
  'refY',
  'orient',
  'marker-start',
  'marker-mid',
  'marker-end',
  'filterUnits',
  'primitiveUnits',
  'stdDeviation',
  'in',
  'in2',
  'result',
  'mode',
  'type',
  'values',
  'operator',
  'k1',
  'k2',
  'k3',
  'k4',
  'radius',
  'flood-color',
  'flood-opacity',
  'version',
  'xml:space',
  'href',
]);

/**
 * A `url(...)` anywhere but to an `#id` of the drawing, CSS that imports or runs anything, or a CSS
 * escape (a backslash), which could spell any of these without matching them.
 */
const OUTSIDE_IN_CSS =
  /url\(\s*(?!['"]?#)|image(-set)?\(|@import|expression\s*\(|javascript:|behaviou?r\s*:|-moz-binding|\\/i;

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (text: string) => escapeText(text).replace(/"/g, '&quot;');

/** A value the attribute may keep: a reference only to the drawing itself, CSS that loads nothing. */
function safeValue(name: string, value: string): boolean {
  if (name === 'href') return /^#[\w.:-]+$/.test(value.trim());
  return !OUTSIDE_IN_CSS.test(value);
}

export type SvgSanitising = { ok: true; svg: string; removed: number } | { ok: false };

/** The drawing rebuilt from what is allowed; `removed` counts the elements and attributes left out. */
export function sanitiseSvg(source: string): SvgSanitising {
  const parser = new SaxesParser({ xmlns: true, position: false });
  const out: string[] = [];
  let skipping = 0;
  let removed = 0;
  let rootSeen = false;
  let failed = false;
  parser.on('error', () => {
    failed = true;
  });
  // A DOCTYPE may declare entities; strict parsing refuses to expand any but XML's own.
  parser.on('doctype', (doctype) => {
    if (doctype.includes('[')) failed = true;
  });
  parser.on('opentag', (tag) => {
    if (!rootSeen) {
      rootSeen = true;
      if (tag.local !== 'svg' || tag.uri !== SVG_NS) failed = true;
    }
    if (skipping > 0 || tag.uri !== SVG_NS || !ELEMENTS.has(tag.local)) {
      if (skipping === 0) removed += 1;
      skipping += 1;
      return;
    }
    const kept: string[] = [];
    for (const attribute of Object.values(tag.attributes)) {
      const { local, uri, value } = attribute;
      if (attribute.prefix === 'xmlns' || attribute.name === 'xmlns') continue;
      const name =
        uri === XLINK_NS && local === 'href' ? 'href' : uri === '' || uri === undefined ? local : attribute.name;
      if (!ATTRIBUTES.has(name) || !safeValue(name, value)) {
        removed += 1;
        continue;
      }
      kept.push(` ${name}="${escapeAttribute(value)}"`);
    }
    const namespace = tag.local === 'svg' && out.length === 0 ? ` xmlns="${SVG_NS}"` : '';
    out.push(`<${tag.local}${namespace}${kept.join('')}>`);
  });
  parser.on('closetag', (tag) => {
    if (skipping > 0) {
      skipping -= 1;
      return;
    }
    out.push(`</${tag.local}>`);
  });
  parser.on('text', (text) => {
    if (skipping === 0) out.push(escapeText(text));
  });
  parser.on('cdata', (text) => {
    if (skipping === 0) out.push(escapeText(text));
  });
  parser.on('processinginstruction', () => {
    removed += 1;
  });
  try {
    parser.write(source).close();
  } catch {
    return { ok: false };
  }
  if (failed || !rootSeen) return { ok: false };
  return { ok: true, svg: out.join(''), removed };
}
