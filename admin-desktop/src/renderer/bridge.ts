/** `window.forumDesktop`, exposed by the preload; absent when the page is opened anywhere else. */
import type { ForumDesktopBridge } from '../ipcContract';

declare global {
  interface Window {
    forumDesktop?: ForumDesktopBridge;
  }
}

export function desktopBridge(): ForumDesktopBridge | null {
  return window.forumDesktop ?? null;
}
