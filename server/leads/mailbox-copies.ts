import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import type { MailTransportInfo } from '../mail/transport';

/**
 * Without SMTP, sent mails are kept as .eml files in the local mailbox folder (server/mail/transport.ts).
 * When a request is erased its mails must go from there too; each file names its outbox row in its
 * Message-ID (`<outbox-<id>-…>`). With SMTP the mails have left this server and nothing is kept.
 */
export async function removeMailboxCopies(transport: MailTransportInfo, outboxIds: number[]): Promise<number> {
  if (transport.kind !== 'mailbox-folder' || !outboxIds.length) return 0;
  const wanted = new Set(outboxIds.map(String));
  let files: string[];
  try {
    files = (await readdir(transport.target)).filter((file) => file.endsWith('.eml'));
  } catch {
    return 0; // no folder: nothing was written yet
  }
  let removed = 0;
  for (const file of files) {
    const full = path.join(transport.target, file);
    const head = (await readFile(full, 'utf8').catch(() => '')).slice(0, 4000);
    const id = /^Message-ID:\s*<outbox-(\d+)-/im.exec(head)?.[1];
    if (id && wanted.has(id)) {
      await rm(full, { force: true });
      removed++;
    }
  }
  return removed;
}
