/**
 * Reads a QR code from a playing <video>: the browser's own BarcodeDetector where it has one
 * (Chrome on Android and macOS, Safari), else jsQR on a downscaled canvas frame. jsQR is pure
 * JavaScript bundled with the app and loaded only when needed, so nothing is fetched from the
 * internet at run time and the rest of the console does not carry it.
 */

export interface FrameDecoder {
  /** The text of a QR code in the current frame, or null when there is none (yet). */
  decode(video: HTMLVideoElement): Promise<string | null>;
}

/** The part of the Shape Detection API used here (not in TypeScript's DOM library yet). */
interface BarcodeDetectorLike {
  detect(source: CanvasImageSource): Promise<{ rawValue: string }[]>;
}
interface BarcodeDetectorClass {
  new (options: { formats: string[] }): BarcodeDetectorLike;
  getSupportedFormats(): Promise<string[]>;
}

/** jsQR's cost grows with the pixels; a QR code held up to a phone is readable at this width. */
const MAX_FRAME_WIDTH = 640;

async function nativeDetector(): Promise<FrameDecoder | null> {
  const Detector = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  if (!Detector) return null;
  try {
    const formats = await Detector.getSupportedFormats();
    if (!formats.includes('qr_code')) return null;
    const detector = new Detector({ formats: ['qr_code'] });
    return {
      async decode(video) {
        const found = await detector.detect(video);
        return found[0]?.rawValue ?? null;
      },
    };
  } catch {
    // Declared but not usable (some Linux builds): the pure-JS decoder does the job.
    return null;
  }
}

async function canvasDecoder(): Promise<FrameDecoder> {
  const { default: jsQR } = await import('jsqr');
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  return {
    async decode(video) {
      if (!context || video.readyState < video.HAVE_CURRENT_DATA || video.videoWidth === 0) return null;
      const scale = Math.min(1, MAX_FRAME_WIDTH / video.videoWidth);
      const width = Math.round(video.videoWidth * scale);
      const height = Math.round(video.videoHeight * scale);
      if (canvas.width !== width) canvas.width = width;
      if (canvas.height !== height) canvas.height = height;
      context.drawImage(video, 0, 0, width, height);
      const frame = context.getImageData(0, 0, width, height);
      // Printed and on-screen codes are dark on light; skipping the inverted pass halves the work.
      return jsQR(frame.data, width, height, { inversionAttempts: 'dontInvert' })?.data ?? null;
    },
  };
}

export async function createFrameDecoder(): Promise<FrameDecoder> {
  return (await nativeDetector()) ?? (await canvasDecoder());
}
