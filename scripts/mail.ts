import process from 'node:process';
import { openForCommand } from './open-for-command';
import { outboxCounts, retryWaitingMails } from '../server/mail/outbox';

const USAGE = `Usage: npm run mail -- <command>
  status   how many mails are waiting, failed and sent, and the last error
  list     the mails not sent yet: id, recipient, subject, attempts, next try, last error
  retry    send every waiting or failed mail now (the running server picks them up within seconds)`;

/**
 * `npm run mail -- status|list|retry`: the outbox from the command line, on the database of this
 * environment (through the running server for the embedded one). Exit codes: 0 done, 1 a wrong
 * command or setting, 3 the database is busy or cannot be reached.
 */
async function main(args: string[]): Promise<number> {
  const command = args[0];
  if (!command || !['status', 'list', 'retry'].includes(command)) {
    console.error(command ? `Unknown command "${command}".\n${USAGE}` : USAGE);
    return 1;
  }
  const opened = await openForCommand('npm run mail');
  if ('exitCode' in opened) return opened.exitCode;
  const { handle } = opened;
  try {
    const now = new Date();
    if (command === 'retry') {
      const count = await retryWaitingMails(handle.db, now);
      console.log(
        count
          ? `${count} mail${count === 1 ? '' : 's'} will be sent now (the server tries within a few seconds).`
          : 'No mail was waiting for a later try.',
      );
    } else if (command === 'status') {
      const counts = await outboxCounts(handle.db);
      console.log(
        `waiting: ${counts.waiting}  failed (tried again every hour): ${counts.failed}  sent: ${counts.sent}` +
          (counts.lastError ? `\nlast error: ${counts.lastError}` : ''),
      );
    } else {
      const rows = await handle.db
        .selectFrom('email_outbox')
        .select(['id', 'recipient', 'subject', 'status', 'attempts', 'next_attempt_at', 'last_error'])
        .where('status', '!=', 'sent')
        .orderBy('next_attempt_at')
        .limit(200)
        .execute();
      if (!rows.length) console.log('Every mail has been sent.');
      for (const row of rows) {
        console.log(
          `#${row.id} ${row.status} to ${row.recipient}: ${JSON.stringify(row.subject)} — ${row.attempts} attempts, ` +
            `next ${row.next_attempt_at.toISOString()}${row.last_error ? `, last error: ${row.last_error}` : ''}`,
        );
      }
    }
    return 0;
  } finally {
    await handle.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
