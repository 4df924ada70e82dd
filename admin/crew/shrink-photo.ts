/**
 * A phone photo made ready to send: upright (its EXIF orientation applied to the pixels), at most
 * `side` px on its longest side, a new JPEG with no metadata (so no GPS leaves the phone), and the
 * moment it was taken when its EXIF says. A 4-8 MB camera photo becomes about 1 MB: on one bar
 * of signal that is the difference between seconds and minutes. A file the browser cannot decode
 * is queued as it is (the server checks it and says why it refuses).
 */
export async function shrinkPhoto(
  file: Blob,
  side: number,
  quality: number,
): Promise<{ blob: Blob; takenAt: string | null }> {
  const takenAt = await readTakenAt(file).catch(() => null);
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return { blob: file, takenAt };
  }
  try {
    const scale = Math.min(1, side / Math.max(bitmap.width, bitmap.height));
    const width = Math.max(1, Math.round(bitmap.width * scale));
    const height = Math.max(1, Math.round(bitmap.height * scale));
    if (typeof OffscreenCanvas !== 'undefined') {
      const canvas = new OffscreenCanvas(width, height);
      const context = canvas.getContext('2d');
      if (context) {
        context.drawImage(bitmap, 0, 0, width, height);
        return { blob: await canvas.convertToBlob({ type: 'image/jpeg', quality }), takenAt };
      }
    }
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    canvas.getContext('2d')!.drawImage(bitmap, 0, 0, width, height);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality));
    return { blob: blob ?? file, takenAt };
  } finally {
    bitmap.close();
  }
}

/**
 * DateTimeOriginal (EXIF tag 0x9003) from a JPEG's APP1 segment, read from the first 128 KB, as the
 * phone's local time (the phone is where the job is). Null when the photo has none.
 */
async function readTakenAt(file: Blob): Promise<string | null> {
  const view = new DataView(await file.slice(0, 128 * 1024).arrayBuffer());
  if (view.byteLength < 4 || view.getUint16(0) !== 0xffd8) return null;
  let at = 2;
  while (at + 4 <= view.byteLength) {
    const marker = view.getUint16(at);
    const length = view.getUint16(at + 2);
    if (marker === 0xffe1 && view.getUint32(at + 4) === 0x45786966) return fromTiff(view, at + 10);
    if ((marker & 0xff00) !== 0xff00 || marker === 0xffda) return null;
    at += 2 + length;
  }
  return null;
}

function fromTiff(view: DataView, tiff: number): string | null {
  const little = view.getUint16(tiff) === 0x4949;
  const u16 = (at: number) => view.getUint16(at, little);
  const u32 = (at: number) => view.getUint32(at, little);
  const entries = (ifd: number) =>
    Array.from({ length: u16(ifd) }, (_, n) => ifd + 2 + n * 12).filter((at) => at + 12 <= view.byteLength);
  const ifd0 = tiff + u32(tiff + 4);
  const exifPointer = entries(ifd0).find((at) => u16(at) === 0x8769);
  if (exifPointer === undefined) return null;
  const tag = entries(tiff + u32(exifPointer + 8)).find((at) => u16(at) === 0x9003);
  if (tag === undefined) return null;
  const start = tiff + u32(tag + 8);
  const text = String.fromCharCode(...new Uint8Array(view.buffer, view.byteOffset + start, 19));
  const match = /^(\d{4}):(\d{2}):(\d{2}) (\d{2}):(\d{2}):(\d{2})$/.exec(text);
  if (!match) return null;
  const [, y, mo, d, h, mi, s] = match.map(Number) as number[];
  const local = new Date(y!, mo! - 1, d!, h!, mi!, s!);
  return Number.isNaN(local.getTime()) ? null : local.toISOString();
}
