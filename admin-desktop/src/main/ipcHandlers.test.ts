import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IPC_CHANNELS } from '../ipcContract';
import { type IpcMainLike, registerIpcHandlers } from './ipcHandlers';
import type { ServerSettings } from './serverSettings';
import { type FakeFrame, XLSX_BYTES, appFrame, fakeEvent } from '../testing/fakes';
import type { SenderEvent } from './trustedSender';
import { SavedFiles, createWorkbookExport } from './workbookExport';

type Listener = (event: SenderEvent, ...args: unknown[]) => unknown;

let documents: string;
beforeEach(() => {
  documents = fs.mkdtempSync(path.join(os.tmpdir(), 'ipc-'));
});
afterEach(() => fs.rmSync(documents, { recursive: true, force: true }));

function setup() {
  const handlers = new Map<string, Listener>();
  const ipcMain: IpcMainLike = { handle: (channel, listener) => void handlers.set(channel, listener) };
  const windowContents = { id: 1 };
  const savedFiles = new SavedFiles();
  const target = path.join(documents, 'sif2024_registration.xlsx');
  const showItemInFolder = vi.fn();
  const serverSettings: ServerSettings = {
    getServer: vi.fn(() => 'https://forum.example.com'),
    setServer: vi.fn(async () => ({ ok: true as const, serverUrl: 'https://forum.example.com' })),
  };
  const saveWorkbook = vi.fn(
    createWorkbookExport(
      { showSaveDialog: async () => ({ canceled: false, filePath: target }), documentsDir: documents },
      savedFiles,
    ),
  );
  const savePdf = vi.fn(async () => ({ cancelled: true }));
  const printPdf = vi.fn(async () => ({ opened: true }));
  const writeClipboard = vi.fn();
  const openExternal = vi.fn();
  const channels = registerIpcHandlers(ipcMain, {
    trust: { mainWebContents: () => windowContents },
    saveWorkbook,
    savedFiles,
    showItemInFolder,
    serverSettings,
    savePdf,
    printPdf,
    writeClipboard,
    openExternal,
  });
  const invoke = async (channel: string, frame: FakeFrame | null, ...args: unknown[]) => {
    const listener = handlers.get(channel);
    if (!listener) throw new Error(`no handler for ${channel}`);
    return listener(fakeEvent(windowContents, frame), ...args);
  };
  return {
    handlers,
    channels,
    invoke,
    target,
    showItemInFolder,
    serverSettings,
    saveWorkbook,
    savePdf,
    printPdf,
    writeClipboard,
    openExternal,
    windowContents,
  };
}

describe('IPC handlers', () => {
  it('registers exactly the eight domain:action channels', () => {
    const { channels, handlers } = setup();
    expect(channels.sort()).toEqual(Object.values(IPC_CHANNELS).sort());
    expect([...handlers.keys()].sort()).toEqual(Object.values(IPC_CHANNELS).sort());
  });

  describe.each(Object.values(IPC_CHANNELS))('%s', (channel) => {
    it.each([
      ['a foreign origin', { url: 'https://evil.example.com/', parent: null }],
      ['file://', { url: 'file:///tmp/index.html', parent: null }],
      ['a sub-frame of the app', { url: 'app://admin/index.html', parent: appFrame() }],
      ['a destroyed frame', null],
    ])('refuses %s before doing anything', async (_case, frame) => {
      const {
        invoke,
        saveWorkbook,
        serverSettings,
        showItemInFolder,
        savePdf,
        printPdf,
        writeClipboard,
        openExternal,
      } = setup();
      await expect(invoke(channel, frame as FakeFrame | null, { bytes: XLSX_BYTES })).rejects.toThrow(/IPC refused/);
      expect(saveWorkbook).not.toHaveBeenCalled();
      expect(savePdf).not.toHaveBeenCalled();
      expect(printPdf).not.toHaveBeenCalled();
      expect(serverSettings.getServer).not.toHaveBeenCalled();
      expect(serverSettings.setServer).not.toHaveBeenCalled();
      expect(showItemInFolder).not.toHaveBeenCalled();
      expect(writeClipboard).not.toHaveBeenCalled();
      expect(openExternal).not.toHaveBeenCalled();
    });

    it('refuses another window', async () => {
      const { handlers } = setup();
      const listener = handlers.get(channel)!;
      await expect(async () => listener(fakeEvent({ id: 99 }, appFrame()), { bytes: XLSX_BYTES })).rejects.toThrow(
        /IPC refused/,
      );
    });
  });

  it('saves a workbook, then shows that file (and only that file) in its folder', async () => {
    const { invoke, target, showItemInFolder } = setup();
    expect(await invoke(IPC_CHANNELS.saveWorkbook, appFrame(), { bytes: XLSX_BYTES })).toEqual({ savedPath: target });
    expect(fs.existsSync(target)).toBe(true);

    expect(await invoke(IPC_CHANNELS.showInFolder, appFrame(), target)).toBe(true);
    expect(showItemInFolder).toHaveBeenCalledWith(target);

    for (const other of [
      '/etc/passwd',
      path.join(documents, 'other.xlsx'),
      'C:\\Windows\\explorer.exe',
      42,
      null,
      { path: target },
    ]) {
      expect(await invoke(IPC_CHANNELS.showInFolder, appFrame(), other)).toBe(false);
    }
    expect(showItemInFolder).toHaveBeenCalledTimes(1);
  });

  it('refuses to show a path before anything was saved', async () => {
    const { invoke, target, showItemInFolder } = setup();
    expect(await invoke(IPC_CHANNELS.showInFolder, appFrame(), target)).toBe(false);
    expect(showItemInFolder).not.toHaveBeenCalled();
  });

  it('rejects an invalid workbook payload from the app page', async () => {
    const { invoke, target } = setup();
    await expect(invoke(IPC_CHANNELS.saveWorkbook, appFrame(), { bytes: 'not bytes' })).rejects.toThrow(/Uint8Array/);
    expect(fs.existsSync(target)).toBe(false);
  });

  it('passes the server calls through', async () => {
    const { invoke, serverSettings } = setup();
    expect(await invoke(IPC_CHANNELS.getServer, appFrame())).toBe('https://forum.example.com');
    expect(await invoke(IPC_CHANNELS.setServer, appFrame(), 'https://forum.example.com')).toEqual({
      ok: true,
      serverUrl: 'https://forum.example.com',
    });
    expect(serverSettings.setServer).toHaveBeenCalledWith('https://forum.example.com');
  });

  it('copies text the length of a link, and nothing else', async () => {
    const { invoke, writeClipboard } = setup();
    expect(await invoke(IPC_CHANNELS.copyText, appFrame(), 'https://forum.example.com/?preview=2026-abc')).toBe(true);
    expect(writeClipboard).toHaveBeenCalledWith('https://forum.example.com/?preview=2026-abc');
    for (const other of ['', 'x'.repeat(5_000), 42, null, { text: 'x' }])
      expect(await invoke(IPC_CHANNELS.copyText, appFrame(), other)).toBe(false);
    expect(writeClipboard).toHaveBeenCalledTimes(1);
  });

  it("opens only the chosen server's own pages in the system browser", async () => {
    const { invoke, openExternal, serverSettings } = setup();
    expect(await invoke(IPC_CHANNELS.openSiteLink, appFrame(), 'https://forum.example.com/?preview=2026-abc')).toBe(
      true,
    );
    expect(openExternal).toHaveBeenCalledWith('https://forum.example.com/?preview=2026-abc');
    for (const other of ['https://evil.example.com/', 'file:///etc/passwd', 'javascript:alert(1)', 42])
      expect(await invoke(IPC_CHANNELS.openSiteLink, appFrame(), other)).toBe(false);
    vi.mocked(serverSettings.getServer).mockReturnValue(null);
    expect(await invoke(IPC_CHANNELS.openSiteLink, appFrame(), 'https://forum.example.com/')).toBe(false);
    expect(openExternal).toHaveBeenCalledTimes(1);
  });
});
