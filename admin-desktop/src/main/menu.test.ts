import type { MenuItemConstructorOptions } from 'electron';
import { describe, expect, it, vi } from 'vitest';
import { buildMenuTemplate } from './menu';

function flatten(items: MenuItemConstructorOptions[]): MenuItemConstructorOptions[] {
  return items.flatMap((item) => [item, ...(Array.isArray(item.submenu) ? flatten(item.submenu) : [])]);
}

const options = (overrides: Partial<Parameters<typeof buildMenuTemplate>[0]> = {}) => ({
  platform: 'win32' as NodeJS.Platform,
  locale: 'en-US',
  productName: 'Investor Forum Admin',
  devTools: false,
  onChangeServer: vi.fn(),
  ...overrides,
});

describe('application menu', () => {
  it.each([
    ['win32', 'en-US', 'Server address…'],
    ['linux', 'ko-KR', '서버 주소…'],
    ['darwin', 'ko', '서버 주소…'],
    ['darwin', 'en-GB', 'Server address…'],
  ] as const)('has a working server-address item on %s (%s)', (platform, locale, label) => {
    const opts = options({ platform, locale });
    const item = flatten(buildMenuTemplate(opts)).find((entry) => entry.id === 'server-address');
    expect(item?.label).toBe(label);
    (item?.click as () => void)();
    expect(opts.onChangeServer).toHaveBeenCalledOnce();
  });

  it('offers copy and paste (needed in the login form on macOS) and quit', () => {
    const roles = flatten(buildMenuTemplate(options({ platform: 'darwin' }))).map((entry) => entry.role);
    expect(roles).toEqual(expect.arrayContaining(['copy', 'paste', 'selectAll', 'quit']));
  });

  it('shows the developer tools entry only in development', () => {
    const roles = (devTools: boolean) => flatten(buildMenuTemplate(options({ devTools }))).map((entry) => entry.role);
    expect(roles(false)).not.toContain('toggleDevTools');
    expect(roles(true)).toContain('toggleDevTools');
  });
});
