/** The camera scanner in jsdom: a refused camera says so; the camera stops once a code is read or the dialog is closed. */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CameraScanner } from './CameraScanner';

const decoded: (string | null)[] = [];
vi.mock('./qrFrameDecoder', () => ({
  createFrameDecoder: async () => ({ decode: async () => decoded.shift() ?? null }),
}));

function fakeStream() {
  const track = { stop: vi.fn() };
  return { track, stream: { getTracks: () => [track] } as unknown as MediaStream };
}

function stubCamera(getUserMedia: (constraints: MediaStreamConstraints) => Promise<MediaStream>) {
  const spy = vi.fn(getUserMedia);
  Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: { getUserMedia: spy } });
  return spy;
}

beforeEach(() => {
  // jsdom has no media playback.
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  decoded.length = 0;
});
afterEach(() => {
  vi.restoreAllMocks();
  Reflect.deleteProperty(navigator, 'mediaDevices');
});

describe('CameraScanner', () => {
  it('asks for the back camera, hands over the first code read, and stops the camera', async () => {
    const { track, stream } = fakeStream();
    const getUserMedia = stubCamera(async () => stream);
    decoded.push(null, null, '7K3M9QW2XHB4D');
    const onCode = vi.fn();
    render(<CameraScanner locale="en" onCode={onCode} onClose={vi.fn()} />);
    expect(screen.getByRole('dialog', { name: 'Scan a QR code' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close camera' })).toHaveFocus();
    // Three frames, one every 160 ms: more than waitFor's default second on a busy machine.
    await waitFor(() => expect(onCode).toHaveBeenCalledWith('7K3M9QW2XHB4D'), { timeout: 5_000 });
    expect(getUserMedia).toHaveBeenCalledWith({ video: { facingMode: { ideal: 'environment' } }, audio: false });
    expect(track.stop).toHaveBeenCalled();
    expect(onCode).toHaveBeenCalledTimes(1);
  });

  it('stops the camera when closed before a code is read', async () => {
    const user = userEvent.setup();
    const { track, stream } = fakeStream();
    stubCamera(async () => stream);
    const onClose = vi.fn();
    const view = render(<CameraScanner locale="ko" onCode={vi.fn()} onClose={onClose} />);
    expect(await screen.findByText('QR 코드를 화면의 틀 안에 맞춰 주세요.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '카메라 닫기' }));
    expect(onClose).toHaveBeenCalled();
    view.unmount();
    expect(track.stop).toHaveBeenCalled();
  });

  it('says clearly when the camera is blocked, and what to do instead', async () => {
    stubCamera(async () => {
      throw new DOMException('Permission denied', 'NotAllowedError');
    });
    render(<CameraScanner locale="en" onCode={vi.fn()} onClose={vi.fn()} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The camera is blocked for this page. Allow camera access in the browser’s site settings, then try again, or scan or type the code in the field.',
    );
  });

  it('says when there is no camera', async () => {
    stubCamera(async () => {
      throw new DOMException('Requested device not found', 'NotFoundError');
    });
    render(<CameraScanner locale="ko" onCode={vi.fn()} onClose={vi.fn()} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('이 기기에서 카메라를 찾을 수 없습니다.');
  });
});
