import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { readManifest } from '../server/backup/archive';
import { openDatabase } from '../server/db/connect';

/**
 * The files `npm run check:power-cut` checks besides the rows (review t4, N4-01): a storm photo, the
 * mailbox folder's copies of sent mails, and a backup, each acknowledged just before the cut.
 */

/** Posts one storm request with a photo, as the storm-damage page's form does; resolves once it is acknowledged. */
export async function postStormPhoto(base: string): Promise<void> {
  const { token } = (await (await fetch(`${base}/api/contact/token`)).json()) as { token: string };
  // The form's two-second start time.
  await new Promise((resolve) => setTimeout(resolve, 2_500));
  const photo = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#7a4030' } })
    .jpeg()
    .toBuffer();
  const form = new FormData();
  for (const [key, value] of Object.entries({
    formToken: token,
    formId: 'request',
    page: '/have-storm-damage',
    name: 'Power Cut Photo',
    email: 'photo@example.com',
    message: 'Hail through the roof; a photo is attached.',
  }))
    form.append(key, value);
  form.append('photos', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'roof.jpg');
  const response = await fetch(`${base}/api/contact`, {
    method: 'POST',
    headers: { origin: base, accept: 'application/json' },
    body: form,
  });
  const answer = (await response.json()) as { outcome: string };
  if (answer.outcome !== 'sent')
    throw new Error(`The storm request with a photo was not stored: ${JSON.stringify(answer)}`);
}

/** Waits until the running server's outbox has no mail left to send (each one written to the mailbox folder). */
export async function waitForOutboxEmpty(dataDir: string, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  const handle = await openDatabase({ DATA_DIR: dataDir }, { command: 'check:power-cut', joinRunningServer: true });
  try {
    for (;;) {
      const row = await handle.db
        .selectFrom('email_outbox')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('status', 'in', ['pending', 'sending'])
        .executeTakeFirstOrThrow();
      if (Number(row.n) === 0) return;
      if (Date.now() > deadline) throw new Error(`${row.n} mails were still waiting to be sent after ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  } finally {
    await handle.close();
  }
}

/**
 * After the cut (the server on the copy): every photo row's file holds its bytes, every mail marked
 * sent has a non-empty .eml, and the backup is there and readable to its manifest.
 */
export async function checkFilesAfterCut(
  dataDir: string,
  backupFile: string,
): Promise<{ report: string; problems: number }> {
  const handle = await openDatabase({ DATA_DIR: dataDir }, { command: 'check:power-cut', joinRunningServer: true });
  let photos: { file: string; bytes: number }[];
  let sent: { id: number }[];
  try {
    photos = await handle.db.selectFrom('request_photos').select(['file', 'bytes']).execute();
    sent = await handle.db.selectFrom('email_outbox').select('id').where('status', '=', 'sent').execute();
  } finally {
    await handle.close();
  }
  const size = (file: string) => (existsSync(file) ? statSync(file).size : -1);
  const photosIntact = photos.filter((photo) => size(path.join(dataDir, photo.file)) === photo.bytes).length;
  const mailFolder = path.join(dataDir, 'mail');
  const emls = existsSync(mailFolder) ? readdirSync(mailFolder) : [];
  const mailsIntact = sent.filter((mail) => {
    const name = emls.find((file) => file.endsWith(`-outbox-${mail.id}.eml`));
    return name !== undefined && size(path.join(mailFolder, name)) > 0;
  }).length;
  let backup = 'missing';
  if (existsSync(backupFile)) {
    try {
      const manifest = await readManifest(backupFile);
      backup = `intact (${size(backupFile)} bytes, ${manifest.tables.contact_submissions?.rows ?? 0} requests)`;
    } catch (error) {
      backup = `unreadable (${size(backupFile)} bytes: ${(error as Error).message.split('\n')[0]})`;
    }
  }
  const problems =
    photos.length -
    photosIntact +
    (sent.length - mailsIntact) +
    (backup.startsWith('intact') ? 0 : 1) +
    (photos.length ? 0 : 1);
  return {
    report: `photo rows: ${photos.length}  files intact: ${photosIntact}\nmails marked sent: ${sent.length}  .eml files intact: ${mailsIntact}\nbackup: ${backup}`,
    problems,
  };
}
