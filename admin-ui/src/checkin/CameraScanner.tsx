/**
 * The camera scanner: a modal dialog with the back camera's picture, read a few times a second
 * until a QR code is found. The camera is stopped whenever the dialog goes (a code found, Close,
 * Escape, or the screen left), so the phone's camera light never stays on behind the desk's back.
 */
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import type { Locale } from '@forum/shared';
import { useModalDialog } from '../components/useModalDialog';
import '../components/dialog.css';
import { CHECKIN_TEXT } from './checkinText';
import { createFrameDecoder } from './qrFrameDecoder';

export interface CameraScannerProps {
  locale: Locale;
  onCode(text: string): void;
  onClose(): void;
}

type CameraProblem = 'cameraDenied' | 'cameraMissing' | 'cameraFailed' | 'cameraInsecure';

/** Reading every animation frame would keep a phone's CPU busy for nothing; 6 a second is quick enough. */
const SCAN_INTERVAL_MS = 160;

function problemOf(error: unknown): CameraProblem {
  const name = error instanceof DOMException || error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError' || name === 'PermissionDeniedError') return 'cameraDenied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError' || name === 'DevicesNotFoundError')
    return 'cameraMissing';
  return 'cameraFailed';
}

export function CameraScanner({ locale, onCode, onClose }: CameraScannerProps) {
  const t = CHECKIN_TEXT[locale];
  const id = useId();
  const videoRef = useRef<HTMLVideoElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const [problem, setProblem] = useState<CameraProblem | null>(null);
  const [running, setRunning] = useState(false);
  // The latest callback, so the camera is not restarted when the parent re-renders.
  const onCodeRef = useRef(onCode);
  useLayoutEffect(() => {
    onCodeRef.current = onCode;
  });

  const modal = useModalDialog(closeRef, onClose);

  useEffect(() => {
    let stopped = false;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = () => {
      stopped = true;
      clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };

    async function run() {
      if (!navigator.mediaDevices?.getUserMedia) {
        setProblem(window.isSecureContext === false ? 'cameraInsecure' : 'cameraMissing');
        return;
      }
      try {
        stream = await navigator.mediaDevices.getUserMedia({
          video: { facingMode: { ideal: 'environment' } },
          audio: false,
        });
      } catch (error) {
        if (!stopped) setProblem(problemOf(error));
        return;
      }
      const video = videoRef.current;
      if (stopped || !video) return stop();
      video.srcObject = stream;
      try {
        await video.play();
      } catch {
        // Autoplay of a muted inline video is allowed everywhere; frames still arrive if play() complains.
      }
      const decoder = await createFrameDecoder();
      if (stopped) return;
      setRunning(true);
      const tick = async () => {
        if (stopped) return;
        let text: string | null = null;
        try {
          text = await decoder.decode(video);
        } catch {
          // A frame that could not be read (the stream switching size); the next one will do.
        }
        if (stopped) return;
        if (text) {
          stop();
          onCodeRef.current(text);
          return;
        }
        timer = setTimeout(() => void tick(), SCAN_INTERVAL_MS);
      };
      void tick();
    }

    void run();
    return stop;
  }, []);

  return (
    <dialog
      className="admin-dialog checkin-camera"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-status`}
      {...modal}
    >
      <h2 id={`${id}-title`} className="admin-dialog__title">
        {t.cameraTitle}
      </h2>
      <div className="checkin-camera__view">
        <video ref={videoRef} className="checkin-camera__video" muted playsInline aria-hidden="true" />
        <span className="checkin-camera__frame" aria-hidden="true" />
      </div>
      <p
        id={`${id}-status`}
        className={problem ? 'admin-alert' : 'checkin-camera__hint'}
        role={problem ? 'alert' : 'status'}
      >
        {problem ? t[problem] : running ? t.cameraHint : t.cameraStarting}
      </p>
      <div className="admin-dialog__actions">
        <button
          ref={closeRef}
          type="button"
          className="admin-button admin-button--secondary checkin-camera__close"
          onClick={onClose}
        >
          {t.closeCamera}
        </button>
      </div>
    </dialog>
  );
}
