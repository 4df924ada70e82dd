import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Env } from '../env';
import { privateDir, writePrivateFile } from '../private-files';

export interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
  /** Stable per outbox row, so a receiver can drop a copy sent again after a crash. */
  messageId: string;
}

export interface MailTransportInfo {
  kind: 'smtp' | 'mailbox-folder';
  /** Where mail goes, safe to show an admin: the SMTP host (no credentials) or the folder. */
  target: string;
}

export interface MailTransport {
  info: MailTransportInfo;
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/**
 * SMTP when SMTP_URL is set; otherwise every mail is written as an .eml file under DATA_DIR/mail,
 * so a newcomer can sign up and click the verification link without a mail server.
 */
export function createMailTransport(env: Pick<Env, 'SMTP_URL' | 'DATA_DIR'>): MailTransport {
  if (env.SMTP_URL) {
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
        await transporter.sendMail(mail);
      },
      close: () => transporter.close(),
    };
  }
  const folder = path.resolve(env.DATA_DIR, 'mail');
  const writer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    info: { kind: 'mailbox-folder', target: folder },
    async send(mail) {
      const { message } = (await writer.sendMail(mail)) as unknown as { message: Buffer };
      privateDir(path.dirname(folder));
      privateDir(folder);
      const safeTo = mail.to.replace(/[^a-zA-Z0-9@._-]/g, '_');
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(folder, `${stamp}-${safeTo}.eml`);
      // Owner-only: the file holds live verification and reset links. They stay out of the console
      // too (consoles end up in log files); the file name is what a newcomer needs to open it.
      writePrivateFile(file, message);
      console.log(`Mail to ${mail.to}: "${mail.subject}" saved as ${file}`);
    },
    close: () => undefined,
  };
}
