import type { FastifyRequest } from 'fastify';
import { PHOTO_LIMITS, PHOTOS_FIELD } from '../../shared/storm-photos';
import type { SentFile } from '../storm/photos';

/** More files than this in one post is not a person choosing photos: the rest are not read. */
const FILES_READ = 20;

/**
 * A contact form posted as multipart/form-data (a storm form with photos, with or without
 * JavaScript): its text fields, and its files cut at PHOTO_LIMITS.bytes each. The whole body is
 * read even past a cap (the bytes over it are dropped as they arrive), so every text field after a
 * too-big photo still arrives and the answer can show the form with everything typed.
 */
export async function readMultipartForm(
  request: FastifyRequest,
): Promise<{ fields: Record<string, string>; files: SentFile[]; tooManyFiles: boolean }> {
  const fields: Record<string, string> = {};
  const files: SentFile[] = [];
  let tooManyFiles = false;
  const parts = request.parts({
    limits: { fileSize: PHOTO_LIMITS.bytes, files: FILES_READ, fields: 100, fieldSize: 20_000, parts: 150 },
  });
  try {
    for await (const part of parts) {
      if (part.type === 'field') {
        if (typeof part.value === 'string' && !(part.fieldname in fields)) fields[part.fieldname] = part.value;
        continue;
      }
      const chunks: Buffer[] = [];
      let sentBytes = 0;
      for await (const chunk of part.file as AsyncIterable<Buffer>) {
        sentBytes += chunk.length;
        chunks.push(chunk);
      }
      // An empty file input still sends a part with no name and no bytes.
      if (part.fieldname !== PHOTOS_FIELD || (!part.filename && sentBytes === 0)) continue;
      files.push({
        filename: part.filename,
        data: Buffer.concat(chunks),
        truncated: part.file.truncated,
        // Past the cap busboy stops counting: the file was at least one byte longer.
        sentBytes: part.file.truncated ? sentBytes + 1 : sentBytes,
      });
    }
  } catch (error) {
    // busboy stops at FILES_READ files; what was read so far stands, and the count is refused.
    if ((error as { code?: string }).code === 'FST_FILES_LIMIT') tooManyFiles = true;
    else throw error;
  }
  return { fields, files, tooManyFiles };
}
