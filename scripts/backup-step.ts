import process from 'node:process';
import { checkByRestoring, writeBackupFile } from '../server/backup/steps';

/**
 * Run by the nightly backup job (server/backup/nightly.ts), not by hand: one heavy step in its own
 * process, so the server's event loop stays free. Takes one JSON argument, prints one JSON line.
 *   write {"from":{"copy":DIR}|{"url":URL},"file":FILE,"dataDir":DIR}
 *   check {"file":FILE}
 * DATABASE_URL and BACKUP_ENCRYPTION_KEY come through the environment rather than the command
 * line, where `ps` shows it. A failure prints one line (the job stores it for the owner).
 */
async function main(step: string | undefined, input: string | undefined): Promise<unknown> {
  const options = JSON.parse(input ?? '{}');
  const key = process.env.BACKUP_ENCRYPTION_KEY || undefined;
  if (step === 'write') {
    const from = options.from?.copy ? { copy: String(options.from.copy) } : { url: process.env.DATABASE_URL ?? '' };
    if ('url' in from && !from.url) throw new Error('write from PostgreSQL needs DATABASE_URL in the environment');
    return writeBackupFile({ from, file: String(options.file), dataDir: String(options.dataDir), key });
  }
  if (step === 'check') return checkByRestoring(String(options.file), key);
  throw new Error(`Unknown step "${step}": use write or check`);
}

const firstLine = (error: unknown) =>
  (error instanceof Error ? error.message : String(error))
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .join(' ');
// A stray rejection (a stream's error) still ends the step with one line, not Node's stack.
process.on('unhandledRejection', (error) => {
  process.stderr.write(`${firstLine(error)}\n`);
  process.exit(1);
});

try {
  const result = await main(process.argv[2], process.argv[3]);
  process.stdout.write(`${JSON.stringify(result)}\n`);
  process.exitCode = 0;
} catch (error) {
  process.stderr.write(`${firstLine(error)}\n`);
  process.exitCode = 1;
}
