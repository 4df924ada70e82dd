import { useMailStatus } from '../../admin/dashboard/queries';
import { failureText } from '../../admin/ui/messages';
import * as a from '../../admin/ui/admin.css';

const plural = (n: number, one: string, many: string) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/**
 * The spec's green "Email Service Active" note, telling what is really configured and how the
 * queue stands. Amber when mails have failed or are stuck behind an error, and when there is no
 * SMTP server (mails only land in the local mailbox folder): the admin should know that
 * customers are not hearing back.
 */
export function EmailServiceNote() {
  const status = useMailStatus();
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
  // Without SMTP nobody receives the mails: true in development, wrong on a live site, so amber.
  const local = transport.kind !== 'smtp';
  const state = troubled ? 'warning' : local ? 'local' : 'ok';
  const title = troubled
    ? 'Email Service Needs Attention'
    : local
      ? 'Email Delivery Not Configured'
      : 'Email Service Active';
  const queue = [
    plural(sent, 'mail sent', 'mails sent'),
    waiting > 0 && `${waiting.toLocaleString('en-US')} waiting`,
    failed > 0 && `${failed.toLocaleString('en-US')} failed`,
  ]
    .filter(Boolean)
    .join(', ');
  return (
    <div className={state === 'ok' ? a.note.success : a.note.warning} data-email-status={state}>
      <div>
        <p className={a.noteTitle}>{title}</p>
        {transport.kind === 'smtp' ? (
          <p className={a.noteText}>
            Contact forms are processed and sent via SMTP ({transport.target}), with customer confirmations and admin
            notifications.
          </p>
        ) : (
          <p className={a.noteText}>
            Contact forms are processed and stored; customer confirmations and admin notifications are written to the
            local mailbox folder {transport.target} instead of being sent. Set SMTP_URL to deliver them.
          </p>
        )}
        <p className={a.noteText}>{queue}.</p>
        {troubled && lastError && <p className={a.noteText}>Last error: {lastError}</p>}
      </div>
    </div>
  );
}
