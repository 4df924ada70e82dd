import QRCode from 'qrcode';

/**
 * Encodes a URL as a QR code and returns it as one SVG path (a 1×1 square per dark module), so the
 * browser gets a crisp vector and no QR library: at build time for the QrCode block, on the server
 * for an authenticator app's setup link.
 */
export function qrMatrix(url: string): { size: number; path: string } {
  const { modules } = QRCode.create(url, { errorCorrectionLevel: 'M' });
  let path = '';
  for (let y = 0; y < modules.size; y++) {
    for (let x = 0; x < modules.size; x++) if (modules.get(x, y)) path += `M${x} ${y}h1v1h-1z`;
  }
  return { size: modules.size, path };
}
