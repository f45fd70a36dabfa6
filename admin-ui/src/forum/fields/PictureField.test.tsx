/**
 * The picture field of a speaker in jsdom against a stubbed API: a file uploaded is sent as the
 * body with the organiser's language and the speaker's use, its url lands in the document and the
 * picture shows with its width and height; replaced and removed; a file over 5 MB is refused
 * before sending, and the server's refusal (not a picture) is shown in the organiser's words,
 * leaving the document as it was. Read-only: the picture alone.
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useReducer } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Locale, MEDIA_MAX_BYTES, errorMessage, mediaTooLargeMessage } from '@forum/shared';
import { AdminContext, type AdminContextValue } from '../../lib/adminContext';
import { createAdminClient } from '../../lib/apiClient';
import { type Route, apiError, json, stubApi } from '../../testing/adminTestUtils';
import type { EditorAction } from '../editionForm';
import { EditorContext, problemLookups } from '../editorContext';
import { PictureField } from './PictureField';

afterEach(() => {
  vi.unstubAllGlobals();
});

const PHOTO_URL = `/media/${'a'.repeat(64)}.jpg`;
const OTHER_URL = `/media/${'b'.repeat(64)}.png`;

function Harness({ locale, readOnly, initial }: { locale: Locale; readOnly: boolean; initial?: string }) {
  const [image, dispatch] = useReducer(
    (current: string | undefined, action: EditorAction) =>
      action.type === 'set' && action.path === 'programme.1.0.speakers.0.image'
        ? (action.value as string | undefined)
        : current,
    initial,
  );
  const admin = {
    client: createAdminClient(''),
    token: 'token-1',
    locale,
    onSessionEnded: vi.fn(),
  } as unknown as AdminContextValue;
  return (
    <AdminContext.Provider value={admin}>
      <EditorContext.Provider value={{ dispatch, readOnly, locale, ...problemLookups([]) }}>
        <PictureField
          path="programme.1.0.speakers.0.image"
          label="Photo (optional)"
          value={image}
          use="speaker"
          subject="Kim Minjun"
        />
        <output data-testid="document">{image ?? '(none)'}</output>
      </EditorContext.Provider>
    </AdminContext.Provider>
  );
}

function renderField(route: Route, options: { locale?: Locale; readOnly?: boolean; initial?: string } = {}) {
  const seen: { headers: Headers; path: string }[] = [];
  const calls = stubApi((request) => {
    seen.push({ headers: request.headers, path: request.path });
    return route(request);
  });
  render(<Harness locale={options.locale ?? 'en'} readOnly={options.readOnly ?? false} initial={options.initial} />);
  return { calls, seen };
}

const jpeg = (bytes = 1024) => new File([new Uint8Array(bytes).fill(0xff)], 'kim.jpg', { type: 'image/jpeg' });

describe('the picture field', () => {
  it('uploads a photo for a speaker, keeps its url in the document and shows it with its size; replaces and removes it', async () => {
    const user = userEvent.setup();
    const answers = [
      { id: 1, url: PHOTO_URL, width: 112, height: 112 },
      { id: 2, url: OTHER_URL, width: 80, height: 60 },
    ];
    const { calls, seen } = renderField((request) =>
      request.method === 'POST' && request.path === '/api/admin/media'
        ? json(201, answers.shift())
        : apiError(404, 'not_found'),
    );
    expect(screen.getByText('No photo: the site shows the placeholder silhouette.')).toBeInTheDocument();

    await user.upload(screen.getByLabelText('Upload a photo'), jpeg());
    expect(await screen.findByText('112 × 112 px')).toBeInTheDocument();
    expect(screen.getByTestId('document')).toHaveTextContent(PHOTO_URL);
    const image = screen.getByRole('img', { name: 'Photo of Kim Minjun' });
    expect(image).toHaveAttribute('src', PHOTO_URL);
    expect(image).toHaveAttribute('width', '112');
    expect(image).toHaveAttribute('height', '112');
    expect(calls[0]).toMatchObject({
      method: 'POST',
      path: '/api/admin/media?use=speaker',
      authorization: 'Bearer token-1',
    });
    expect(seen[0]!.headers.get('Accept-Language')).toBe('en');

    await user.upload(screen.getByLabelText('Replace photo'), jpeg());
    expect(await screen.findByText('80 × 60 px')).toBeInTheDocument();
    expect(screen.getByTestId('document')).toHaveTextContent(OTHER_URL);

    await user.click(screen.getByRole('button', { name: 'Remove photo Kim Minjun' }));
    expect(screen.getByTestId('document')).toHaveTextContent('(none)');
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('refuses a file over 5 MB without sending it, in the organiser’s language', async () => {
    const user = userEvent.setup();
    const { calls } = renderField(() => json(201, {}), { locale: 'ko' });
    await user.upload(screen.getByLabelText('사진 올리기'), jpeg(MEDIA_MAX_BYTES + 1));
    expect(await screen.findByRole('alert')).toHaveTextContent(mediaTooLargeMessage('ko'));
    expect(calls).toHaveLength(0);
    expect(screen.getByTestId('document')).toHaveTextContent('(none)');
  });

  it('shows the server’s refusal of a file that is not a picture, and keeps the photo there was', async () => {
    const user = userEvent.setup();
    const words = '누리집에 올릴 수 없는 파일입니다. PNG, JPEG, WebP, SVG 그림을 올려 주세요.';
    const { seen } = renderField(
      () => new Response(JSON.stringify({ error: { code: 'unsupported_media', message: words } }), { status: 415 }),
      { locale: 'ko', initial: PHOTO_URL },
    );
    await user.upload(
      screen.getByLabelText('사진 바꾸기'),
      new File(['<html></html>'], 'fake.png', { type: 'image/png' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(words);
    expect(words).toBe(errorMessage('unsupported_media', 'ko'));
    expect(seen[0]!.headers.get('Accept-Language')).toBe('ko');
    expect(screen.getByTestId('document')).toHaveTextContent(PHOTO_URL);
  });

  it('read-only: the picture alone, nothing to upload or remove', () => {
    renderField(() => apiError(404, 'not_found'), { readOnly: true, initial: PHOTO_URL });
    expect(screen.getByRole('img', { name: 'Photo of Kim Minjun' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Replace photo')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
