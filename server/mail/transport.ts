import { createHash } from 'node:crypto';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Env } from '../env';
import { privateDir } from '../private-files';
import { writeFileDurably } from '../durable-files';

export interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
  /** A calendar file (RFC 5545), attached as inspection.ics. */
  calendar?: string;
  /** One-click unsubscribe (RFC 8058): List-Unsubscribe and List-Unsubscribe-Post headers. */
  unsubscribeUrl?: string;
  /** Stable per outbox row, so a receiver can drop a copy sent again after a crash. */
  messageId: string;
}

export interface MailTransportInfo {
  kind: 'smtp' | 'mailbox-folder';
  /** Where mail goes, safe to show an admin: the SMTP host (no credentials) or the folder. */
  target: string;
}

/** A copy of a sent mail that this server keeps (the mailbox folder's file), which can be taken back. */
export interface KeptCopy {
  discard(): Promise<void>;
}

export interface MailTransport {
  info: MailTransportInfo;
  /** Resolves with the copy this server keeps, if it keeps one (the mailbox folder). */
  // biome-ignore lint/suspicious/noConfusingVoidType: transports that keep nothing (SMTP, tests' fakes) return nothing
  send(mail: OutgoingMail): Promise<void | KeptCopy>;
  close(): void;
}

/** What nodemailer is handed: the calendar file becomes an attachment. */
function nodemailerMessage(mail: OutgoingMail) {
  const { calendar, unsubscribeUrl, ...fields } = mail;
  const rest = unsubscribeUrl
    ? {
        ...fields,
        list: { unsubscribe: { url: unsubscribeUrl, comment: 'Unsubscribe' } },
        headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
      }
    : fields;
  if (!calendar) return rest;
  return {
    ...rest,
    attachments: [
      { filename: 'inspection.ics', content: calendar, contentType: 'text/calendar; charset=utf-8; method=PUBLISH' },
    ],
  };
}

/** `outbox-42` from the Message-ID the outbox gives every mail (`<outbox-42-…>`); a hash for any other. */
function mailName(messageId: string): string {
  const id = /^<outbox-(\d+)-/.exec(messageId)?.[1];
  return id ? `outbox-${id}` : `mail-${createHash('sha256').update(messageId).digest('hex').slice(0, 12)}`;
}

/**
 * SMTP when SMTP_URL is set; otherwise every mail is written as an .eml file under DATA_DIR/mail,
 * so a newcomer can sign up and click the verification link without a mail server. On a shared
 * PostgreSQL (DATABASE_URL) files are refused unless MAIL_TRANSPORT=file asks for them: an instance
 * that forgot SMTP_URL would otherwise take real mails from the shared outbox into its own disk.
 */
export function createMailTransport(
  env: Pick<Env, 'SMTP_URL' | 'DATA_DIR'> & Partial<Pick<Env, 'DATABASE_URL' | 'MAIL_TRANSPORT'>>,
): MailTransport {
  if (env.MAIL_TRANSPORT === 'smtp' && !env.SMTP_URL) {
    throw new Error('The server cannot start: MAIL_TRANSPORT=smtp needs SMTP_URL (smtp://user:password@host:587).');
  }
  if (!env.SMTP_URL && env.DATABASE_URL && env.MAIL_TRANSPORT !== 'file') {
    throw new Error(
      'The server cannot start: DATABASE_URL is set but SMTP_URL is not, so this server would take mails from the ' +
        'shared outbox and only write them into files on its own disk, where nobody reads them. ' +
        'Set SMTP_URL to send them, or MAIL_TRANSPORT=file if files are what you want (a test setup).',
    );
  }
  if (env.SMTP_URL && env.MAIL_TRANSPORT !== 'file') {
    const url = new URL(env.SMTP_URL);
    const transporter = nodemailer.createTransport(env.SMTP_URL, {
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    } as never);
    return {
      info: {
        kind: 'smtp',
        target: `${url.protocol}//${url.hostname}:${url.port || (url.protocol === 'smtps:' ? 465 : 587)}`,
      },
      async send(mail) {
        await transporter.sendMail(nodemailerMessage(mail));
      },
      close: () => transporter.close(),
    };
  }
  const folder = path.resolve(env.DATA_DIR, 'mail');
  const writer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    info: { kind: 'mailbox-folder', target: folder },
    async send(mail) {
      const { message } = (await writer.sendMail(nodemailerMessage(mail))) as unknown as { message: Buffer };
      privateDir(path.dirname(folder));
      privateDir(folder);
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const name = mailName(mail.messageId);
      const file = path.join(folder, `${stamp}-${name}.eml`);
      // Owner-only: the file holds live verification and reset links. They stay out of the console
      // too (consoles end up in log files), and so do the address and the subject, which name a
      // person and outlive an erase in the log: the outbox id and the file are what a newcomer needs.
      await writeFileDurably(file, message); // on the disk before the outbox marks it sent
      console.log(`Mail ${name} saved as ${file}`);
      return { discard: () => rm(file, { force: true }) };
    },
    close: () => undefined,
  };
}
