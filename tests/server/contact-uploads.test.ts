import { existsSync, statSync } from 'node:fs';
import { Readable } from 'node:stream';
import multipartPlugin from '@fastify/multipart';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readMultipartForm } from '../../server/contact/multipart';
import { PHOTO_LIMITS, photoMessages } from '../../shared/storm-photos';
import { useServerApp } from '../support/server-app';

const MiB = 1024 * 1024;

/** A multipart body as a browser sends it: the fields first, then the files. */
async function encode(fields: Record<string, string>, files: { name: string; bytes: number }[] = []) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  for (const file of files)
    form.append('photos', new Blob([new Uint8Array(file.bytes)], { type: 'image/jpeg' }), file.name);
  const encoded = new Response(form);
  return {
    contentType: encoded.headers.get('content-type')!,
    payload: Buffer.from(await encoded.arrayBuffer()),
  };
}

// N4-02 (security review t4): a cross-site multipart post was read whole into memory before the
// Origin check, the rate limit and the storm check.
describe('an upload is judged before it is read (N4-02)', () => {
  const server = useServerApp('embedded', { env: { RATE_LIMIT_CONTACT: '1000' } });

  it('refuses a cross-site multipart post without reading a byte of its body', async () => {
    const { contentType } = await encode({ name: 'x' });
    // A body that starts and never ends: the old code waited for it to end before judging.
    let pulled = 0;
    const body = new Readable({
      read() {
        pulled += 1;
        if (pulled <= 3) this.push(Buffer.alloc(64 * 1024, 1));
      },
    });
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': contentType, origin: 'https://evil.example', accept: 'application/json' },
      payload: body,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ outcome: 'failed' });
    // Closed rather than drained: the rest of the body is never read.
    expect(response.headers.connection).toBe('close');
    expect(pulled).toBe(0);
    body.destroy();
  });

  it('refuses photos over the total cap with the words the form shows', async () => {
    const { contentType, payload } = await encode(
      { name: 'Dana Whitfield', email: 'dana@example.com', page: '/have-storm-damage' },
      Array.from({ length: 4 }, (_, i) => ({ name: `${i}.jpg`, bytes: 9 * MiB })),
    );
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': contentType, origin: 'http://localhost:3000', accept: 'application/json' },
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.photos).toBe(photoMessages.tooMuch());
  });
});

describe('readMultipartForm keeps only what a form takes, within the caps (N4-02)', () => {
  const app = Fastify();
  let takesFilesSaw: Record<string, string> | undefined;
  beforeAll(async () => {
    await app.register(multipartPlugin, { throwFileSizeLimit: false });
    app.post('/read', async (request) => {
      const takes = request.headers['x-takes-files'] === 'yes';
      const form = await readMultipartForm(request, (fields) => {
        takesFilesSaw = { ...fields };
        return takes;
      });
      const files = form.files.map((file) => ({
        name: file.filename,
        kept: statSync(file.path).size,
        mode: statSync(file.path).mode & 0o777,
        sent: file.sentBytes,
      }));
      await form.discard();
      return {
        fields: form.fields,
        tooManyFiles: form.tooManyFiles,
        files,
        discarded: form.files.every((file) => !existsSync(file.path)),
      };
    });
  });
  afterAll(() => app.close());

  const read = async (takes: boolean, fields: Record<string, string>, files: { name: string; bytes: number }[]) => {
    const { contentType, payload } = await encode(fields, files);
    const response = await app.inject({
      method: 'POST',
      url: '/read',
      headers: { 'content-type': contentType, 'x-takes-files': takes ? 'yes' : 'no' },
      payload,
    });
    return response.json() as {
      fields: Record<string, string>;
      tooManyFiles: boolean;
      files: { name: string; kept: number; mode: number; sent: number }[];
      discarded: boolean;
    };
  };

  it('asks whether files are taken with the fields sent before them, and keeps none when not', async () => {
    const form = await read(false, { page: '/contact', name: 'Dana' }, [{ name: 'a.jpg', bytes: 2 * MiB }]);
    expect(takesFilesSaw).toEqual({ page: '/contact', name: 'Dana' });
    expect(form.fields).toEqual({ page: '/contact', name: 'Dana' });
    expect(form.files).toEqual([]);
  });

  it('keeps at most the total cap, on disk, counting what was sent past it', async () => {
    const form = await read(
      true,
      { page: '/have-storm-damage' },
      Array.from({ length: 4 }, (_, i) => ({ name: `${i}.jpg`, bytes: 9 * MiB })),
    );
    const kept = form.files.reduce((sum, file) => sum + file.kept, 0);
    expect(kept).toBeLessThanOrEqual(PHOTO_LIMITS.totalBytes);
    expect(form.files.map((file) => file.sent)).toEqual([9 * MiB, 9 * MiB, 9 * MiB, 9 * MiB]);
    // Kept on disk, owner-only, not in memory; gone once the request is answered.
    expect(form.files.every((file) => file.mode === 0o600)).toBe(true);
    expect(form.discarded).toBe(true);
  });

  it('stops reading files one past the count a request may keep', async () => {
    const form = await read(
      true,
      {},
      Array.from({ length: 12 }, (_, i) => ({ name: `${i}.jpg`, bytes: 1024 })),
    );
    expect(form.tooManyFiles).toBe(true);
    expect(form.files.length).toBe(PHOTO_LIMITS.files + 1);
  });
});
