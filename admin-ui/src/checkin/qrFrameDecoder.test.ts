/** Which decoder the desk uses: the browser's BarcodeDetector for QR codes when it has one (jsQR otherwise, see e2e/checkin.spec.ts). */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFrameDecoder } from './qrFrameDecoder';

afterEach(() => vi.unstubAllGlobals());

function stubDetector(formats: string[], rawValue: string) {
  const created: unknown[] = [];
  class FakeDetector {
    static getSupportedFormats = async () => formats;
    constructor(options: unknown) {
      created.push(options);
    }
    detect = async () => [{ rawValue }];
  }
  vi.stubGlobal('BarcodeDetector', FakeDetector);
  return created;
}

describe('createFrameDecoder', () => {
  it('uses BarcodeDetector, for QR codes only, where the browser supports them', async () => {
    const created = stubDetector(['ean_13', 'qr_code'], 'AB12CD34EF56G');
    const decoder = await createFrameDecoder();
    expect(await decoder.decode(document.createElement('video'))).toBe('AB12CD34EF56G');
    expect(created).toEqual([{ formats: ['qr_code'] }]);
  });

  it('falls back to the bundled decoder when the detector cannot read QR codes', async () => {
    const created = stubDetector(['ean_13'], 'never');
    const decoder = await createFrameDecoder();
    expect(created).toEqual([]);
    // A video with no frame yet: nothing to read, and no error.
    expect(await decoder.decode(document.createElement('video'))).toBeNull();
  });
});
