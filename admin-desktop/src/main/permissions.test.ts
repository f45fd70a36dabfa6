import type { Session } from 'electron';
import { describe, expect, it, vi } from 'vitest';
import { limitPermissions } from './permissions';

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

describe('limitPermissions', () => {
  it.each(['geolocation', 'notifications', 'clipboard-read', 'openExternal', 'fullscreen', 'hid', 'unknown'])(
    'denies a %s request',
    (permission) => {
      const { session, handlers } = fakeSession();
      limitPermissions(session);
      const callback = vi.fn();
      (handlers.request as (...args: unknown[]) => void)({}, permission, callback, {});
      expect(callback).toHaveBeenCalledWith(false);
      expect((handlers.check as (...args: unknown[]) => boolean)(null, permission, 'app://admin', {})).toBe(false);
    },
  );

  it("allows the camera, video only, to the app's own page and nowhere else", () => {
    const { session, handlers } = fakeSession();
    limitPermissions(session);
    const request = handlers.request as (...args: unknown[]) => void;
    const check = handlers.check as (...args: unknown[]) => boolean;
    const answer = (details: object): unknown => {
      const callback = vi.fn();
      request({}, 'media', callback, details);
      return callback.mock.calls[0]?.[0];
    };
    expect(answer({ mediaTypes: ['video'], requestingUrl: 'app://admin/index.html' })).toBe(true);
    expect(answer({ mediaTypes: ['video', 'audio'], requestingUrl: 'app://admin/index.html' })).toBe(false);
    expect(answer({ mediaTypes: ['audio'], requestingUrl: 'app://admin/index.html' })).toBe(false);
    expect(answer({ mediaTypes: ['video'], requestingUrl: 'https://forum.example/admin' })).toBe(false);
    expect(answer({ mediaTypes: ['video'], requestingUrl: 'app://admin.evil/index.html' })).toBe(false);
    expect(answer({})).toBe(false);
    expect(check(null, 'media', 'app://admin', { mediaType: 'video', requestingUrl: 'app://admin/index.html' })).toBe(
      true,
    );
    expect(check(null, 'media', 'app://admin', { mediaType: 'audio', requestingUrl: 'app://admin/index.html' })).toBe(
      false,
    );
    expect(
      check(null, 'media', 'https://forum.example', { mediaType: 'video', requestingUrl: 'https://forum.example/' }),
    ).toBe(false);
  });

  it('denies device access and cancels downloads', () => {
    const { session, handlers } = fakeSession();
    limitPermissions(session);
    expect((handlers.device as () => boolean)()).toBe(false);
    const event = { preventDefault: vi.fn() };
    (handlers['will-download'] as (e: typeof event) => void)(event);
    expect(event.preventDefault).toHaveBeenCalled();
  });
});
