import { useMailStatus } from './queries';
import { failureText } from '../ui/messages';
import * as a from '../ui/admin.css';
import { mailNote } from './mail-note';

/**
 * The spec's green "Email Service Active" note, telling the office whether mails reach people and
 * how many wait (words in mail-note.ts). Amber when mails have failed or are stuck behind an
 * error, and when there is no mail server: the office should know that customers are not hearing back.
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
  const note = mailNote(status.data);
  return (
    <div className={note.state === 'ok' ? a.note.success : a.note.warning} data-email-status={note.state}>
      <div>
        <p className={a.noteTitle}>{note.title}</p>
        {note.lines.map((line) => (
          <p key={line} className={a.noteText}>
            {line}
          </p>
        ))}
      </div>
    </div>
  );
}
