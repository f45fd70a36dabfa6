/** The QR code of an otpauth:// URL as an SVG data URL (the qrcode package, loaded only when shown). */
export async function qrCodeImage(url: string): Promise<string> {
  const QRCode = await import('qrcode');
  const svg = await QRCode.toString(url, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** `JBSW Y3DP EHPK 3PXP`: easier to read out and type. */
export const groupKey = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;
