import type { FastifyBaseLogger } from 'fastify';
import { checkDisk, type DiskFloor, type FreeSpaceReader } from './disk';
import type { Grade } from './status';

/**
 * Looks at free space every `everyMs` and says so in the log when it runs low, once per change
 * of grade (low, then critical, then fine again), so a filling disk is noticed before the
 * database stops on it, without a line a minute.
 */
export function startDiskMonitor(deps: {
  folders: string[];
  floor: DiskFloor;
  log: FastifyBaseLogger;
  everyMs?: number;
  readFree?: FreeSpaceReader;
}): { stop: () => void; check: () => void } {
  let last: Grade = 'ok';
  const check = () => {
    let result: ReturnType<typeof checkDisk>;
    try {
      result = checkDisk(deps.folders, deps.floor, deps.readFree);
    } catch {
      return; // the folder went away; the next start makes it again
    }
    if (result.status === last) return;
    last = result.status;
    if (result.status === 'fail') deps.log.error({ freeMb: result.freeMb }, `disk nearly full: ${result.detail}`);
    else if (result.status === 'warn') deps.log.warn({ freeMb: result.freeMb }, `disk space low: ${result.detail}`);
    else deps.log.info({ freeMb: result.freeMb }, `disk space back: ${result.detail}`);
  };
  check();
  const timer = setInterval(check, deps.everyMs ?? 60_000);
  timer.unref();
  return { stop: () => clearInterval(timer), check };
}
