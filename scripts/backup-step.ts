import process from 'node:process';
import { checkByRestoring, writeBackupFile } from '../server/backup/steps';

/**
 * Run by the nightly backup job (server/backup/nightly.ts), not by hand: one heavy step in its own
 * process, so the server's event loop stays free. Takes one JSON argument, prints one JSON line.
 *   write {"from":{"copy":DIR}|{"url":URL},"file":FILE,"dataDir":DIR}
 *   check {"file":FILE}
 * DATABASE_URL comes through the environment rather than the command line, where `ps` shows it.
 */
async function main(step: string | undefined, input: string | undefined): Promise<unknown> {
  const options = JSON.parse(input ?? '{}');
  if (step === 'write') {
    const from = options.from?.copy ? { copy: String(options.from.copy) } : { url: process.env.DATABASE_URL ?? '' };
    if ('url' in from && !from.url) throw new Error('write from PostgreSQL needs DATABASE_URL in the environment');
    return writeBackupFile({ from, file: String(options.file), dataDir: String(options.dataDir) });
  }
  if (step === 'check') return checkByRestoring(String(options.file));
  throw new Error(`Unknown step "${step}": use write or check`);
}

try {
  const result = await main(process.argv[2], process.argv[3]);
  process.stdout.write(`${JSON.stringify(result)}\n`);
  process.exitCode = 0;
} catch (error) {
  process.stderr.write(`${(error as Error).message}\n`);
  process.exitCode = 1;
}
