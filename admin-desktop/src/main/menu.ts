/**
 * The application menu. 'Server address…' reopens the server screen so the address can be
 * changed after the first run; the rest are the standard roles (copy and paste in the login form
 * need the Edit menu on macOS). Labels follow the system language: Korean or English.
 */
import type { MenuItemConstructorOptions } from 'electron';

export interface MenuOptions {
  platform: NodeJS.Platform;
  /** `app.getPreferredSystemLanguages()[0]` or `app.getLocale()`. */
  locale: string;
  productName: string;
  devTools: boolean;
  onChangeServer(): void;
}

const LABELS = {
  ko: { file: '파일', server: '서버 주소…', edit: '편집', view: '보기', window: '창', quit: '종료' },
  en: { file: 'File', server: 'Server address…', edit: 'Edit', view: 'View', window: 'Window', quit: 'Quit' },
} as const;

export function menuLabels(locale: string) {
  return locale.toLowerCase().startsWith('ko') ? LABELS.ko : LABELS.en;
}

export function buildMenuTemplate(options: MenuOptions): MenuItemConstructorOptions[] {
  const labels = menuLabels(options.locale);
  const isMac = options.platform === 'darwin';
  const serverItem: MenuItemConstructorOptions = {
    id: 'server-address',
    label: labels.server,
    accelerator: 'CmdOrCtrl+,',
    click: () => options.onChangeServer(),
  };
  const template: MenuItemConstructorOptions[] = [];
  if (isMac) {
    template.push({
      label: options.productName,
      submenu: [
        { role: 'about' },
        { type: 'separator' },
        serverItem,
        { type: 'separator' },
        { role: 'hide' },
        { role: 'hideOthers' },
        { role: 'unhide' },
        { type: 'separator' },
        { role: 'quit' },
      ],
    });
  } else {
    template.push({
      label: labels.file,
      submenu: [serverItem, { type: 'separator' }, { role: 'quit', label: labels.quit }],
    });
  }
  template.push({
    label: labels.edit,
    submenu: [
      { role: 'undo' },
      { role: 'redo' },
      { type: 'separator' },
      { role: 'cut' },
      { role: 'copy' },
      { role: 'paste' },
      { role: 'selectAll' },
    ],
  });
  template.push({
    label: labels.view,
    submenu: [
      { role: 'reload' },
      ...(options.devTools ? [{ role: 'toggleDevTools' } as const] : []),
      { type: 'separator' },
      { role: 'resetZoom' },
      { role: 'zoomIn' },
      { role: 'zoomOut' },
      { type: 'separator' },
      { role: 'togglefullscreen' },
    ],
  });
  template.push({
    label: labels.window,
    submenu: [{ role: 'minimize' }, ...(isMac ? [{ role: 'zoom' } as const] : [{ role: 'close' } as const])],
  });
  return template;
}
