import type { Session } from 'electron';
import { describe, expect, it, vi } from 'vitest';
import { denyAllPermissions } from './permissions';

function fakeSession() {
  const handlers: Record<string, (...args: never[]) => unknown> = {};
  const session = {
    setPermissionRequestHandler: (handler: (...args: never[]) => unknown) => void (handlers.request = handler),
    setPermissionCheckHandler: (handler: (...args: never[]) => unknown) => void (handlers.check = handler),
    setDevicePermissionHandler: (handler: (...args: never[]) => unknown) => void (handlers.device = handler),
    on: (event: string, handler: (...args: never[]) => unknown) => void (handlers[event] = handler),
  };
  return { session: session as unknown as Session, handlers };
}

describe('denyAllPermissions', () => {
  it.each(['media', 'geolocation', 'notifications', 'clipboard-read', 'openExternal', 'fullscreen', 'hid', 'unknown'])(
    'denies a %s request',
    (permission) => {
      const { session, handlers } = fakeSession();
      denyAllPermissions(session);
      const callback = vi.fn();
      (handlers.request as (...args: unknown[]) => void)({}, permission, callback, {});
      expect(callback).toHaveBeenCalledWith(false);
      expect((handlers.check as (...args: unknown[]) => boolean)(null, permission, 'app://admin', {})).toBe(false);
    },
  );

  it('denies device access and cancels downloads', () => {
    const { session, handlers } = fakeSession();
    denyAllPermissions(session);
    expect((handlers.device as () => boolean)()).toBe(false);
    const event = { preventDefault: vi.fn() };
    (handlers['will-download'] as (e: typeof event) => void)(event);
    expect(event.preventDefault).toHaveBeenCalled();
  });
});
