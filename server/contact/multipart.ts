import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { finished } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { PHOTO_LIMITS, PHOTOS_FIELD } from '../../shared/storm-photos';
import type { SentFile } from '../storm/photos';

/** One file more than a request may keep: busboy stops there, and the count is refused in words. */
const FILES_READ = PHOTO_LIMITS.files + 1;

export interface MultipartForm {
  fields: Record<string, string>;
  /** The photos kept (on disk): none unless `takesFiles` said yes; at most PHOTO_LIMITS.totalBytes together. */
  files: SentFile[];
  tooManyFiles: boolean;
  /** Removes the kept files; call it once the request is answered. */
  discard: () => Promise<void>;
}

/**
 * A contact form posted as multipart/form-data (every form without JavaScript, and a storm form
 * with photos with it): its text fields, and its files when this form takes files.
 *
 * The route judges the post (origin, rate limit) before calling this; whether files are taken is
 * asked at the first file part, from the fields before it (the form sends its page first, see
 * ContactForm.tsx), so a post to a form without photos keeps none of its file bytes. Files taken
 * are cut by busboy at PHOTO_LIMITS.bytes each and FILES_READ in number, and kept only up to
 * PHOTO_LIMITS.totalBytes together, streamed to owner-only temporary files (not memory, so many
 * posts at once hold no photos in memory): what a post leaves on disk is bounded whatever is sent. Bytes past a
 * cap are dropped as they arrive but still counted, so the answer names the photo that was too big
 * and every text field after it still arrives for the answer page.
 */
export async function readMultipartForm(
  request: FastifyRequest,
  takesFiles: (fields: Readonly<Record<string, string>>) => boolean | Promise<boolean>,
): Promise<MultipartForm> {
  const fields: Record<string, string> = {};
  const files: SentFile[] = [];
  let tooManyFiles = false;
  let taken: boolean | undefined;
  let keptBytes = 0;
  let folder: string | undefined;
  const discard = async () => {
    if (folder) await rm(folder, { recursive: true, force: true });
  };
  const parts = request.parts({
    limits: { fileSize: PHOTO_LIMITS.bytes, files: FILES_READ, fields: 100, fieldSize: 20_000, parts: 150 },
  });
  try {
    for await (const part of parts) {
      if (part.type === 'field') {
        if (typeof part.value === 'string' && !(part.fieldname in fields)) fields[part.fieldname] = part.value;
        continue;
      }
      taken ??= await takesFiles(fields);
      const keep = taken && part.fieldname === PHOTOS_FIELD;
      let sentBytes = 0;
      if (!keep) {
        for await (const chunk of part.file as AsyncIterable<Buffer>) sentBytes += chunk.length;
        continue;
      }
      // mkdtemp makes the folder owner-only (0700); the files are 0600.
      folder ??= await mkdtemp(path.join(os.tmpdir(), 'rl-upload-'));
      const file = path.join(folder, String(files.length + 1));
      const out = createWriteStream(file, { mode: 0o600 });
      try {
        for await (const chunk of part.file as AsyncIterable<Buffer>) {
          sentBytes += chunk.length;
          // Past the total the rest is only counted: the answer says the photos are too much together.
          if (keptBytes + chunk.length > PHOTO_LIMITS.totalBytes) continue;
          keptBytes += chunk.length;
          if (!out.write(chunk)) await once(out, 'drain');
        }
      } finally {
        out.end();
        await finished(out);
      }
      // An empty file input still sends a part with no name and no bytes.
      if (!part.filename && sentBytes === 0) continue;
      files.push({
        filename: part.filename,
        path: file,
        truncated: part.file.truncated,
        // Past the cap busboy stops counting: the file was at least one byte longer.
        sentBytes: part.file.truncated ? sentBytes + 1 : sentBytes,
      });
    }
  } catch (error) {
    // busboy stops at FILES_READ files; what was read so far stands, and the count is refused.
    if ((error as { code?: string }).code === 'FST_FILES_LIMIT') tooManyFiles = taken === true;
    else {
      await discard();
      throw error;
    }
  }
  return { fields, files, tooManyFiles, discard };
}
