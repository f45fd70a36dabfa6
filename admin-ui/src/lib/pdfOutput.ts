/**
 * Handing a PDF to the user: through the platform when it has its own way (the desktop's save
 * dialog and print), else in the browser: `save` downloads the file, `print` loads it into an
 * invisible frame of this page and opens the browser's print dialog on it, so the desk never
 * leaves the check-in screen.
 */
import type { AdminPlatform, PdfPurpose, SaveWorkbookResult } from './platform';

const PDF_TYPE = 'application/pdf';
/** Long enough for the print dialog and a slow printer spooler to read the file. */
const KEEP_URL_MS = 10 * 60_000;

function objectUrl(bytes: Uint8Array): string {
  // Copied into a fresh ArrayBuffer-backed array: Blob parts must not be SharedArrayBuffer views.
  const url = URL.createObjectURL(new Blob([new Uint8Array(bytes)], { type: PDF_TYPE }));
  setTimeout(() => URL.revokeObjectURL(url), KEEP_URL_MS);
  return url;
}

export function downloadPdfInBrowser(bytes: Uint8Array, fileName: string): void {
  const link = document.createElement('a');
  link.href = objectUrl(bytes);
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
}

/** The frame that holds the PDF being printed; a new print replaces the previous one. */
export const PRINT_FRAME_CLASS = 'admin-print-frame';

export function printPdfInBrowser(bytes: Uint8Array, title: string): void {
  for (const old of document.querySelectorAll(`iframe.${PRINT_FRAME_CLASS}`)) old.remove();
  const url = objectUrl(bytes);
  const frame = document.createElement('iframe');
  frame.className = PRINT_FRAME_CLASS;
  frame.title = title;
  frame.setAttribute('aria-hidden', 'true');
  frame.tabIndex = -1;
  // Not display:none: a frame that is not rendered does not load its PDF viewer in every browser.
  Object.assign(frame.style, {
    position: 'fixed',
    right: '0',
    bottom: '0',
    width: '1px',
    height: '1px',
    border: '0',
    opacity: '0',
  });
  frame.addEventListener('load', () => {
    try {
      frame.contentWindow?.focus();
      frame.contentWindow?.print();
    } catch {
      // A browser that will not print from the frame: the PDF in a tab of its own, printed from there.
      window.open(url, '_blank', 'noopener');
    }
  });
  frame.src = url;
  document.body.append(frame);
}

export async function openPdf(
  platform: AdminPlatform,
  bytes: Uint8Array,
  fileName: string,
  purpose: PdfPurpose,
): Promise<SaveWorkbookResult> {
  if (platform.openPdf) return platform.openPdf(bytes, fileName, purpose);
  if (purpose === 'print') printPdfInBrowser(bytes, fileName);
  else downloadPdfInBrowser(bytes, fileName);
  return {};
}
