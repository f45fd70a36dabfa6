/**
 * Writes the neutral placeholder images the sample content points at (investor, organiser,
 * partner and startup logos, the mayor's photo and signature, the speaker silhouette).
 * Run once with `npm run placeholders --workspace site`; the output is committed so the build
 * needs nothing. A file that already exists is left alone, so a real logo dropped in under the
 * same name is never overwritten (delete it to get the placeholder back).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { escapeHtml } from '@forum/shared';

const PUBLIC_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../public');

const pad = (n: number) => String(n).padStart(2, '0');

/** A wordmark-style logo: a simple mark and a name, in colours that vary with the index. */
function logoSvg(
  label: string,
  index: number,
  options: { dark?: boolean; width?: number; height?: number } = {},
): string {
  const width = options.width ?? 240;
  const height = options.height ?? 96;
  const hues = [205, 175, 225, 190, 160, 240, 215];
  const hue = hues[index % hues.length] ?? 205;
  const markColour = options.dark ? `hsl(${hue} 70% 70%)` : `hsl(${hue} 60% 35%)`;
  const textColour = options.dark ? '#ffffff' : '#1b2a41';
  // Whole pixels keep the files small and readable.
  const u = (fraction: number) => Math.round(height * fraction);
  const cx = Math.round(height / 2);
  const mark =
    index % 3 === 0
      ? `<circle cx="${cx}" cy="${cx}" r="${u(0.26)}" fill="${markColour}"/>`
      : index % 3 === 1
        ? `<rect x="${cx - u(0.24)}" y="${cx - u(0.24)}" width="${u(0.48)}" height="${u(0.48)}" rx="6" fill="${markColour}"/>`
        : `<path d="M${cx} ${cx - u(0.28)} L${cx + u(0.28)} ${cx + u(0.22)} L${cx - u(0.28)} ${cx + u(0.22)} Z" fill="${markColour}"/>`;
  const [first, ...rest] = label.split(' ');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeHtml(label)}">
${mark}
<text x="${u(0.92)}" y="${u(0.47)}" font-family="Arial, Helvetica, sans-serif" font-size="${u(0.2)}" font-weight="700" fill="${textColour}">${escapeHtml(first ?? '')}</text>
<text x="${u(0.92)}" y="${u(0.72)}" font-family="Arial, Helvetica, sans-serif" font-size="${u(0.16)}" fill="${textColour}">${escapeHtml(rest.join(' '))}</text>
</svg>
`;
}

const PERSON_SVG = (
  background: string,
  label: string,
) => `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240" viewBox="0 0 240 240" role="img" aria-label="${label}">
<rect width="240" height="240" fill="${background}"/>
<circle cx="120" cy="96" r="44" fill="#c5d3e3"/>
<path d="M40 240c0-52 36-84 80-84s80 32 80 84z" fill="#c5d3e3"/>
</svg>
`;

const SIGNATURE_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="64" viewBox="0 0 200 64" role="img" aria-label="Signature placeholder">
<path d="M8 44c14-26 26-30 30-18s-8 24 2 20 16-34 26-30-6 30 6 28 14-20 22-18 2 16 12 14 14-12 22-12 10 8 20 6 20-10 40-8" fill="none" stroke="#1b2a41" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/>
</svg>
`;

function write(relative: string, content: string): boolean {
  const file = path.join(PUBLIC_DIR, relative);
  if (fs.existsSync(file)) return false;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
  return true;
}

let written = 0;
const count = (done: boolean) => {
  if (done) written += 1;
};

// Spread so they never line up in a column of the 3-, 4- or 7-wide grid.
const DARK_INVESTOR_LOGOS = new Set([4, 13, 19, 29, 38, 44, 55]);
for (let i = 1; i <= 58; i += 1) {
  // A few sample logos are light-on-dark ones, scattered, to exercise the dark-background tiles.
  count(
    write(
      `logos/investor-${pad(i)}.svg`,
      logoSvg(`Sample Ventures ${pad(i)}`, i, { dark: DARK_INVESTOR_LOGOS.has(i) }),
    ),
  );
}
for (let i = 1; i <= 12; i += 1) {
  count(write(`logos/startup-${pad(i)}.svg`, logoSvg(`Sample Startup ${pad(i)}`, i, { dark: i % 4 === 0 })));
}
count(write('logos/organiser-city.svg', logoSvg('Sample City Government', 0, { width: 280 })));
count(write('logos/organiser-agency.svg', logoSvg('Sample Investment Agency', 1, { width: 280 })));
for (let i = 1; i <= 5; i += 1) {
  count(write(`logos/partner-${pad(i)}.svg`, logoSvg(`Sample Partner ${pad(i)}`, i + 2, { width: 200, height: 80 })));
}
count(write('images/speaker-placeholder.svg', PERSON_SVG('#e8eef5', 'Speaker photo placeholder')));
count(write('images/mayor-photo.svg', PERSON_SVG('#dde7f1', 'Photo placeholder')));
count(write('images/mayor-signature.svg', SIGNATURE_SVG));
count(
  write(
    'favicon.svg',
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="#0b2545"/><path d="M9 22V10h4l6 8v-8h4v12h-4l-6-8v8z" fill="#2ec4b6"/></svg>\n`,
  ),
);

console.log(`placeholders: ${written} file(s) written under ${path.relative(process.cwd(), PUBLIC_DIR) || '.'}`);
