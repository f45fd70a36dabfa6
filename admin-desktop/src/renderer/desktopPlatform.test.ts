import { describe, expect, it, vi } from 'vitest';
import type { AdminStorage } from '@forum/admin-ui';
import type { ForumDesktopBridge, SaveWorkbookAnswer } from '../ipcContract';
import { createDesktopPlatform } from './desktopPlatform';
import { DESKTOP_TEXT } from './desktopText';

function memoryStorage(entries: Record<string, string> = {}): AdminStorage {
  const map = new Map(Object.entries(entries));
  return {
    get: (key) => map.get(key) ?? null,
    set: (key, value) => void map.set(key, value),
    remove: (key) => void map.delete(key),
  };
}

function bridgeAnswering(answer: SaveWorkbookAnswer): ForumDesktopBridge {
  return {
    saveWorkbook: vi.fn(async () => answer),
    showInFolder: vi.fn(async () => true),
    getServer: vi.fn(async () => 'https://forum.example.com'),
    setServer: vi.fn(),
    savePdf: vi.fn(async () => answer),
    printPdf: vi.fn(async () => ({ opened: true as const })),
    copyText: vi.fn(async () => true),
    openSiteLink: vi.fn(async () => false),
  };
}

const BYTES = new Uint8Array([0x50, 0x4b, 3, 4]);

describe('desktop platform adapter', () => {
  it('calls the API on its own origin (the main process proxies /api/)', () => {
    expect(
      createDesktopPlatform(bridgeAnswering({ cancelled: true }), { storage: memoryStorage(), locale: () => 'ko' })
        .apiBase,
    ).toBe('');
  });

  it('hands over the bytes only, and reports the saved path', async () => {
    const bridge = bridgeAnswering({ savedPath: '/home/admin/Documents/sif2024_registration.xlsx' });
    const platform = createDesktopPlatform(bridge, { storage: memoryStorage(), locale: () => 'ko' });
    expect(await platform.saveWorkbook(BYTES, 'sif2024_registration.xlsx')).toEqual({
      savedPath: '/home/admin/Documents/sif2024_registration.xlsx',
    });
    expect(bridge.saveWorkbook).toHaveBeenCalledWith(BYTES);
  });

  it('reports a cancelled dialog as cancelled', async () => {
    const platform = createDesktopPlatform(bridgeAnswering({ cancelled: true }), {
      storage: memoryStorage(),
      locale: () => 'ko',
    });
    expect(await platform.saveWorkbook(BYTES, 'x.xlsx')).toEqual({ cancelled: true });
  });

  it.each([
    ['read_only', 'ko'],
    ['disk_full', 'ko'],
    ['failed', 'en'],
  ] as const)('reports %s as a failure with a clear message in the admin’s language (%s)', async (code, locale) => {
    const platform = createDesktopPlatform(bridgeAnswering({ error: code, message: 'technical' }), {
      storage: memoryStorage(),
      locale: () => locale,
    });
    expect(await platform.saveWorkbook(BYTES, 'x.xlsx')).toEqual({
      failed: true,
      message: DESKTOP_TEXT[locale].saveFailures[code],
    });
  });

  it('shows a saved file through the bridge', async () => {
    const bridge = bridgeAnswering({ cancelled: true });
    const platform = createDesktopPlatform(bridge, { storage: memoryStorage(), locale: () => 'ko' });
    await platform.showInFolder?.('/home/admin/Documents/sif2024_registration.xlsx');
    expect(bridge.showInFolder).toHaveBeenCalledWith('/home/admin/Documents/sif2024_registration.xlsx');
  });

  it('hands badge PDFs to the main process: a batch to the save dialog, the desk badge to the viewer', async () => {
    const bridge = bridgeAnswering({ savedPath: '/home/admin/Documents/badges.pdf' });
    const platform = createDesktopPlatform(bridge, { storage: memoryStorage(), locale: () => 'en' });
    const pdf = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d]);
    expect(await platform.openPdf!(pdf, 'badges-a6.pdf', 'save')).toEqual({
      savedPath: '/home/admin/Documents/badges.pdf',
    });
    expect(bridge.savePdf).toHaveBeenCalledWith(pdf, 'badges-a6.pdf');
    expect(await platform.openPdf!(pdf, 'badge.pdf', 'print')).toEqual({});
    expect(bridge.printPdf).toHaveBeenCalledWith(pdf);

    vi.mocked(bridge.printPdf).mockResolvedValueOnce({ error: 'read_only', message: 'EROFS' });
    expect(await platform.openPdf!(pdf, 'badge.pdf', 'print')).toEqual({
      failed: true,
      message: DESKTOP_TEXT.en.saveFailures.read_only,
    });
  });

  it('copies and opens a preview link through the main process, which may refuse', async () => {
    const bridge = bridgeAnswering({ cancelled: true });
    const platform = createDesktopPlatform(bridge, { storage: memoryStorage(), locale: () => 'en' });
    const link = 'https://forum.example.com/?preview=2026-abc';
    expect(await platform.copyText!(link)).toBe(true);
    expect(bridge.copyText).toHaveBeenCalledWith(link);
    expect(await platform.openLink!(link)).toBe(false);
    expect(bridge.openSiteLink).toHaveBeenCalledWith(link);
  });
});
