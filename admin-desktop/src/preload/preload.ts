/**
 * The renderer's only door to the main process: `window.forumDesktop`, one function per
 * capability, each a single `ipcRenderer.invoke` on its own channel. Nothing else from Electron
 * (no ipcRenderer, no events, no generic invoke) reaches the page. Bundled to CommonJS because a
 * sandboxed preload cannot load ES modules or other files.
 */
import { contextBridge, ipcRenderer } from 'electron';
import { type ForumDesktopBridge, IPC_CHANNELS } from '../ipcContract';

const bridge: ForumDesktopBridge = {
  saveWorkbook: (bytes) => ipcRenderer.invoke(IPC_CHANNELS.saveWorkbook, { bytes }),
  showInFolder: (file) => ipcRenderer.invoke(IPC_CHANNELS.showInFolder, file),
  getServer: () => ipcRenderer.invoke(IPC_CHANNELS.getServer),
  setServer: (url) => ipcRenderer.invoke(IPC_CHANNELS.setServer, url),
  savePdf: (bytes, name) => ipcRenderer.invoke(IPC_CHANNELS.savePdf, name === undefined ? { bytes } : { bytes, name }),
  printPdf: (bytes) => ipcRenderer.invoke(IPC_CHANNELS.printPdf, { bytes }),
  copyText: (text) => ipcRenderer.invoke(IPC_CHANNELS.copyText, text),
  openSiteLink: (url) => ipcRenderer.invoke(IPC_CHANNELS.openSiteLink, url),
};

contextBridge.exposeInMainWorld('forumDesktop', bridge);
