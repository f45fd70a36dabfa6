/**
 * The admin platform of a browser page: localStorage for the session, an <a download> for the
 * workbook, the API at the base the host page was built with ('' for its own origin).
 */
import { XLSX_MIME_TYPE } from '@forum/shared/spreadsheet';
import { downloadPdfInBrowser, printPdfInBrowser } from './pdfOutput';
import type { AdminPlatform, AdminStorage } from './platform';

/** Browsers can refuse storage (private modes, a full quota): the page then works without memory. */
export const localStorageStore: AdminStorage = {
  get(key) {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  set(key, value) {
    try {
      window.localStorage.setItem(key, value);
    } catch {
      // Not remembered; the session still lasts until the page is closed.
    }
  },
  remove(key) {
    try {
      window.localStorage.removeItem(key);
    } catch {
      // Nothing stored that could be removed.
    }
  },
};

function downloadBytes(bytes: Uint8Array, fileName: string): void {
  // Copied into a fresh ArrayBuffer-backed array: Blob parts must not be SharedArrayBuffer views.
  const blob = new Blob([new Uint8Array(bytes)], { type: XLSX_MIME_TYPE });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoking at once can cancel the download in some browsers; a minute is plenty to start it.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

export function createWebPlatform(options: { apiBase: string }): AdminPlatform {
  return {
    apiBase: options.apiBase.replace(/\/+$/, ''),
    storage: localStorageStore,
    saveWorkbook: async (bytes, fileName) => {
      downloadBytes(bytes, fileName);
      // The browser decides where the file goes and does not say.
      return {};
    },
    openPdf: async (bytes, fileName, purpose) => {
      if (purpose === 'print') printPdfInBrowser(bytes, fileName);
      else downloadPdfInBrowser(bytes, fileName);
      return {};
    },
    copyText: async (text) => {
      try {
        await navigator.clipboard.writeText(text);
        return true;
      } catch {
        // No clipboard (an insecure origin, a refused permission): the link stays selectable on the screen.
        return false;
      }
    },
  };
}
