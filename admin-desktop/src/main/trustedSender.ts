/**
 * Every IPC handler starts with `assertTrustedSender(event)`: the message must come from the main
 * frame of the console's one window, showing the app's own page (app://admin/). A frame inside it,
 * another window, or a page that somehow navigated elsewhere (file://, https://) is refused.
 */
import { type AppLocation, appLocation, isAppUrl } from './appOrigin';

/** The parts of Electron's IpcMainInvokeEvent the check reads. */
export interface SenderEvent {
  sender: unknown;
  senderFrame: { url: string; parent: unknown } | null;
}

export interface TrustedSenderOptions {
  /** The window's webContents, or null when there is no window (then nothing is trusted). */
  mainWebContents(): unknown;
  app?: AppLocation;
}

export class UntrustedSenderError extends Error {
  override name = 'UntrustedSenderError';
}

export function assertTrustedSender(event: SenderEvent, options: TrustedSenderOptions): void {
  const frame = event.senderFrame;
  if (!frame) throw new UntrustedSenderError('IPC refused: the sending frame is gone');
  const contents = options.mainWebContents();
  if (contents === null || contents === undefined || event.sender !== contents) {
    throw new UntrustedSenderError('IPC refused: not sent by the console window');
  }
  if (frame.parent !== null) throw new UntrustedSenderError('IPC refused: sent by a sub-frame');
  if (!isAppUrl(frame.url, options.app ?? appLocation())) {
    throw new UntrustedSenderError('IPC refused: the sender is not the app page');
  }
}
