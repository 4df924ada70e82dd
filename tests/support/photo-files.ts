import { Readable } from 'node:stream';
import sharp from 'sharp';

/**
 * Photos a test uploads, made here so each carries exactly what the test looks for: a phone's
 * JPEG lying on its side with its camera maker and GPS position in the EXIF, and a PNG whose header
 * claims more pixels than the cap (a decompression bomb) without holding them.
 */

/** A 300 × 200 JPEG stored sideways (EXIF orientation 6: shown 200 × 300), with a maker and a GPS position. */
export function gpsTaggedPhoneJpeg(): Promise<Buffer> {
  return sharp({ create: { width: 300, height: 200, channels: 3, background: '#b5523b' } })
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD0: { Make: 'PhoneMaker', Model: 'Pocket 12' },
      // IFD3 is the GPS IFD: Tulsa, to a few metres.
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '36/1 9/1 2/1', GPSLongitudeRef: 'W', GPSLongitude: '95/1 59/1 30/1' },
    })
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** Whether EXIF bytes hold a GPS IFD (its pointer tag 0x8825, in either byte order). */
export const hasGpsIfd = (exif: Buffer | undefined) =>
  Boolean(exif && (exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88]))));

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(data: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of data) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/** A small PNG whose header says `width` × `height`: a decoder that believed it would allocate it all. */
export async function pixelBombPng(width: number, height: number): Promise<Buffer> {
  const png = await sharp({ create: { width: 1, height: 1, channels: 3, background: '#fff' } })
    .png()
    .toBuffer();
  // The IHDR chunk follows the 8-byte signature: length (4), type (4), width (4), height (4)…, CRC.
  const ihdr = png.subarray(8 + 8, 8 + 8 + 13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  png.writeUInt32BE(crc32(png.subarray(8 + 4, 8 + 8 + 13)), 8 + 8 + 13);
  return png;
}

/** A multipart/form-data body with one file. */
export function multipartFile(field: string, filename: string, type: string, data: Buffer) {
  const boundary = `----rl${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, data, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/**
 * A multipart post of a file `bytes` long that is made only as it is read, counting what was read:
 * a server that refuses it early reads little of it.
 */
export function endlessUpload(field: string, bytes: number) {
  const boundary = '----rlbig';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="huge.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const chunk = Buffer.alloc(64 * 1024, 0xff);
  let sent = 0;
  const read = { bytes: 0 };
  const stream = new Readable({
    read() {
      if (sent === 0) {
        this.push(head);
        read.bytes += head.length;
      }
      if (sent >= bytes) {
        this.push(tail);
        this.push(null);
        return;
      }
      const next = chunk.subarray(0, Math.min(chunk.length, bytes - sent));
      sent += next.length;
      read.bytes += next.length;
      this.push(next);
    },
  });
  return {
    stream,
    read,
    length: head.length + bytes + tail.length,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
