import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../server/db/connect';
import { LOAD_FORM_TOKEN_SECRET, runContactLoad } from '../testing/contact-load';
import { checkFilesAfterCut, postStormPhoto, waitForOutboxEmpty } from '../testing/power-cut-files';
import { freePort, runScript, startScript, type Running } from '../testing/processes';

/**
 * `npm run check:power-cut` (root): does the embedded database keep what the site acknowledged
 * when the power goes? The server runs on an ext4 file system in a disk image (a loop mount) and
 * takes contact requests; right after the last acknowledgement the image file is copied as it is
 * at that instant: what a disk holds when the power is cut (anything still only in the kernel's
 * memory is lost). A server started on the copy must hold every acknowledged request, and the
 * files its rows point to: a storm photo posted after the load, the mailbox folder's copy of every
 * mail marked sent, and a backup (`npm run backup`) that printed its name just before the cut.
 * Exit 0 when none is missing (or when the machine cannot loop-mount, said so), 1 otherwise.
 * POWER_CUT_SECONDS (default 8) and POWER_CUT_CLIENTS (default 4) size the load.
 */
const seconds = Number(process.env.POWER_CUT_SECONDS ?? 8);
const clients = Number(process.env.POWER_CUT_CLIENTS ?? 4);

const run = (command: string, args: string[]) =>
  execFileSync(command, args, { stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8' });

function cannotLoopMount(work: string): string | undefined {
  if (process.platform !== 'linux') return 'not Linux';
  if (process.getuid?.() !== 0) return 'not running as root (run it with sudo)';
  for (const tool of ['mkfs.ext4', 'mount', 'umount']) {
    try {
      run('sh', ['-c', `command -v ${tool}`]);
    } catch {
      return `${tool} is not installed`;
    }
  }
  const image = path.join(work, 'probe.img');
  const mountPoint = path.join(work, 'probe');
  mkdirSync(mountPoint);
  try {
    run('truncate', ['-s', '16M', image]);
    run('mkfs.ext4', ['-qF', image]);
    run('mount', ['-o', 'loop', image, mountPoint]);
    run('umount', [mountPoint]);
    return undefined;
  } catch (error) {
    return ((error as { stderr?: string }).stderr || (error as Error).message).trim().split('\n')[0];
  } finally {
    rmSync(image, { force: true });
  }
}

async function serve(dataDir: string): Promise<{ server: Running; base: string }> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = await startScript(
    'scripts/serve.ts',
    {
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      SITE_URL: base,
      FORM_TOKEN_SECRET: LOAD_FORM_TOKEN_SECRET,
      RATE_LIMIT_CONTACT: '65535',
      CONTACT_CONFIRMATIONS_PER_HOUR: '1000000',
    },
    /running at/,
    120_000,
  );
  if (!/running at/.test(server.output())) throw new Error(`The server did not start:\n${server.output()}`);
  return { server, base };
}

async function main(): Promise<number> {
  const work = mkdtempSync(path.join(os.tmpdir(), 'rl-power-cut-'));
  const mounted: string[] = [];
  const servers: Running[] = [];
  try {
    const reason = cannotLoopMount(work);
    if (reason) {
      console.log(`skipped: this machine cannot loop-mount (${reason})`);
      return 0;
    }
    const disk = path.join(work, 'disk.img');
    const snapshot = path.join(work, 'snapshot.img');
    const live = path.join(work, 'live');
    const after = path.join(work, 'after');
    mkdirSync(live);
    mkdirSync(after);
    run('truncate', ['-s', '400M', disk]);
    run('mkfs.ext4', ['-qF', disk]);
    run('mount', ['-o', 'loop', disk, live]);
    mounted.push(live);

    const first = await serve(path.join(live, 'data'));
    servers.push(first.server);
    run('sync', []); // the empty database is on the disk before the load: only the load is at stake
    const load = await runContactLoad({ baseUrl: first.base, clients, durationMs: seconds * 1000 });
    // The files rows point to: a photo, the mails (sent = written to the mailbox folder), a backup.
    await postStormPhoto(first.base);
    await waitForOutboxEmpty(path.join(live, 'data'));
    const backupFile = path.join(live, 'backups', 'now.backup');
    const backup = await runScript(
      'scripts/backup.ts',
      ['--out', backupFile],
      { DATA_DIR: path.join(live, 'data') },
      300_000,
    );
    if (backup.code !== 0) throw new Error(`npm run backup failed:\n${backup.stdout}\n${backup.stderr}`);
    // The power cut: the disk as it is right now. Nothing is flushed first.
    run('cp', ['--sparse=always', disk, snapshot]);
    first.server.child.kill('SIGKILL');
    await first.server.exited;
    run('umount', [live]);
    mounted.pop();

    run('mount', ['-o', 'loop', snapshot, after]);
    mounted.push(after);
    const dataDir = path.join(after, 'data');
    const second = await serve(dataDir);
    servers.push(second.server);
    const handle = await openDatabase({ DATA_DIR: dataDir }, { command: 'check:power-cut', joinRunningServer: true });
    let keys: Set<string>;
    try {
      const rows = await handle.db.selectFrom('contact_submissions').select('idempotency_key').execute();
      keys = new Set(rows.map((row) => row.idempotency_key ?? ''));
    } finally {
      await handle.close();
    }
    const missing = load.acked.filter((ack) => !keys.has(ack.key)).length;
    const answers = Object.entries(load.statuses)
      .map(([status, count]) => `${status}: ${count}`)
      .join(', ');
    console.log(
      `power cut right after the last acknowledgement (${clients} clients, ${(load.elapsedMs / 1000).toFixed(1)} s, answers ${answers})\n` +
        `acknowledged: ${load.acked.length}  stored: ${keys.size}  acknowledged-but-missing: ${missing}`,
    );
    const files = await checkFilesAfterCut(dataDir, path.join(after, 'backups', 'now.backup'));
    console.log(files.report);
    if (!load.acked.length) {
      console.error('No request was acknowledged: the check proves nothing. See the server output above.');
      return 1;
    }
    return missing || files.problems ? 1 : 0;
  } finally {
    for (const server of servers) {
      if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
      await server.exited;
    }
    for (const point of mounted.reverse()) run('umount', [point]);
    rmSync(work, { recursive: true, force: true });
  }
}

process.exitCode = await main();
