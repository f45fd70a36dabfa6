import { describe, expect, it } from 'vitest';
import { appFrame, fakeEvent } from '../testing/fakes';
import { UntrustedSenderError, assertTrustedSender } from './trustedSender';

const windowContents = { id: 1 };
const trust = { mainWebContents: () => windowContents };

describe('assertTrustedSender', () => {
  it('trusts the main frame of the console window showing app://admin/', () => {
    expect(() => assertTrustedSender(fakeEvent(windowContents, appFrame()), trust)).not.toThrow();
    expect(() =>
      assertTrustedSender(fakeEvent(windowContents, appFrame('app://admin/index.html#server')), trust),
    ).not.toThrow();
  });

  it.each([
    ['a remote page', 'https://evil.example.com/'],
    ['file://', 'file:///C:/Users/admin/index.html'],
    ['another host on the app scheme', 'app://evil/index.html'],
    ['a look-alike host', 'app://admin.evil.com/'],
    ['credentials smuggled into the URL', 'app://user@admin/'],
    ['http on localhost', 'http://localhost:3000/admin'],
    ['about:blank', 'about:blank'],
    ['data:', 'data:text/html,<h1>hi</h1>'],
    ['an empty URL', ''],
  ])('refuses %s', (_case, url) => {
    expect(() => assertTrustedSender(fakeEvent(windowContents, appFrame(url)), trust)).toThrow(UntrustedSenderError);
  });

  it('refuses a sub-frame, even one on the app origin', () => {
    const child = { url: 'app://admin/index.html', parent: appFrame() };
    expect(() => assertTrustedSender(fakeEvent(windowContents, child), trust)).toThrow(/sub-frame/);
  });

  it('refuses another window (a different webContents)', () => {
    expect(() => assertTrustedSender(fakeEvent({ id: 2 }, appFrame()), trust)).toThrow(/console window/);
  });

  it('refuses when the frame is gone or there is no window', () => {
    expect(() => assertTrustedSender(fakeEvent(windowContents, null), trust)).toThrow(/frame is gone/);
    expect(() => assertTrustedSender(fakeEvent(windowContents, appFrame()), { mainWebContents: () => null })).toThrow(
      UntrustedSenderError,
    );
  });
});
