import { beforeEach, describe, expect, it, vi } from 'vitest';
import { IPC_CHANNELS } from '../ipcContract';

const electron = vi.hoisted(() => ({
  exposed: new Map<string, unknown>(),
  invoke: vi.fn(async (..._args: unknown[]) => 'answer'),
}));

vi.mock('electron', () => ({
  contextBridge: { exposeInMainWorld: (key: string, api: unknown) => electron.exposed.set(key, api) },
  ipcRenderer: { invoke: electron.invoke, on: vi.fn(), send: vi.fn(), sendSync: vi.fn() },
}));

beforeEach(async () => {
  electron.exposed.clear();
  electron.invoke.mockClear();
  vi.resetModules();
  await import('./preload');
});

describe('preload', () => {
  it('exposes one object, forumDesktop, with exactly one function per capability', () => {
    expect([...electron.exposed.keys()]).toEqual(['forumDesktop']);
    const bridge = electron.exposed.get('forumDesktop') as Record<string, unknown>;
    expect(Object.keys(bridge).sort()).toEqual([
      'copyText',
      'getServer',
      'openSiteLink',
      'printPdf',
      'savePdf',
      'saveWorkbook',
      'setServer',
      'showInFolder',
    ]);
    for (const value of Object.values(bridge)) expect(value).toBeTypeOf('function');
  });

  it('turns each call into one invoke on its own channel, the bytes wrapped as { bytes }', async () => {
    const bridge = electron.exposed.get('forumDesktop') as Record<string, (...args: unknown[]) => Promise<unknown>>;
    const bytes = new Uint8Array([0x50, 0x4b, 3, 4]);
    await bridge.saveWorkbook!(bytes);
    await bridge.showInFolder!('/home/admin/Documents/sif2024_registration.xlsx');
    await bridge.getServer!();
    await bridge.setServer!('https://forum.example.com');
    const pdf = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d]);
    await bridge.savePdf!(pdf);
    await bridge.savePdf!(pdf, 'meetings-Kim.pdf');
    await bridge.printPdf!(pdf);
    await bridge.copyText!('https://forum.example.com/?preview=2026-abc');
    await bridge.openSiteLink!('https://forum.example.com/?preview=2026-abc');
    expect(electron.invoke.mock.calls).toEqual([
      [IPC_CHANNELS.saveWorkbook, { bytes }],
      [IPC_CHANNELS.showInFolder, '/home/admin/Documents/sif2024_registration.xlsx'],
      [IPC_CHANNELS.getServer],
      [IPC_CHANNELS.setServer, 'https://forum.example.com'],
      [IPC_CHANNELS.savePdf, { bytes: pdf }],
      [IPC_CHANNELS.savePdf, { bytes: pdf, name: 'meetings-Kim.pdf' }],
      [IPC_CHANNELS.printPdf, { bytes: pdf }],
      [IPC_CHANNELS.copyText, 'https://forum.example.com/?preview=2026-abc'],
      [IPC_CHANNELS.openSiteLink, 'https://forum.example.com/?preview=2026-abc'],
    ]);
  });

  it('passes nothing extra through: a file name given by the page is dropped', async () => {
    const bridge = electron.exposed.get('forumDesktop') as Record<string, (...args: unknown[]) => Promise<unknown>>;
    const bytes = new Uint8Array([0x50, 0x4b, 3, 4]);
    await bridge.saveWorkbook!(bytes, '../../evil.xlsx');
    expect(electron.invoke).toHaveBeenCalledWith(IPC_CHANNELS.saveWorkbook, { bytes });
  });
});
