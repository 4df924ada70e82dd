import { trpc } from '../../src/trpc/client';
import { failureText } from '../_admin/messages';
import * as a from '../_admin/admin.css';

const plural = (n: number, one: string, many: string) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/**
 * The spec's green "Email Service Active" note, telling what is really configured (SMTP, or the
 * local mailbox folder used without SMTP) and how the queue stands. Amber when mails have failed
 * or are stuck behind an error: the admin should know that customers are not hearing back.
 */
export function EmailServiceNote() {
  const status = trpc.auth.mailStatus.useQuery(undefined, { refetchInterval: 60_000, refetchOnWindowFocus: true });
  if (status.isPending) {
    return (
      <div className={a.note.info} role="status">
        <p className={a.noteText}>Checking the email service...</p>
      </div>
    );
  }
  if (status.isError) {
    return (
      <div className={a.note.warning}>
        <div>
          <p className={a.noteTitle}>Email service status unavailable</p>
          <p className={a.noteText}>{failureText(status.error)}</p>
        </div>
      </div>
    );
  }
  const { transport, waiting, failed, sent, lastError } = status.data;
  const troubled = failed > 0 || (waiting > 0 && lastError !== null);
  const queue = [plural(sent, 'mail sent', 'mails sent'), waiting > 0 && `${waiting.toLocaleString('en-US')} waiting`, failed > 0 && `${failed.toLocaleString('en-US')} failed`]
    .filter(Boolean)
    .join(', ');
  return (
    <div className={troubled ? a.note.warning : a.note.success} data-email-status={troubled ? 'warning' : 'ok'}>
      <div>
        <p className={a.noteTitle}>{troubled ? 'Email Service Needs Attention' : 'Email Service Active'}</p>
        {transport.kind === 'smtp' ? (
          <p className={a.noteText}>
            Contact forms are processed and sent via SMTP ({transport.target}), with customer confirmations and admin notifications.
          </p>
        ) : (
          <p className={a.noteText}>
            Contact forms are processed; customer confirmations and admin notifications are written to the local mailbox folder {transport.target} instead
            of being sent. Set SMTP_URL to deliver them.
          </p>
        )}
        <p className={a.noteText}>{queue}.</p>
        {troubled && lastError && <p className={a.noteText}>Last error: {lastError}</p>}
      </div>
    </div>
  );
}
