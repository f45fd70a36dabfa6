/** Stand-ins for Electron objects in tests: only what the modules under test touch. */
import type { SenderEvent } from '../main/trustedSender';

export const XLSX_BYTES = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00]);

export interface FakeFrame {
  url: string;
  parent: FakeFrame | null;
}

export const appFrame = (url = 'app://admin/index.html'): FakeFrame => ({ url, parent: null });

export function fakeEvent(sender: unknown, frame: FakeFrame | null): SenderEvent {
  return { sender, senderFrame: frame };
}
