import type { CheckResult } from '../health/status';

/**
 * The health checks in the owner's words, for the dashboard's System page. /readyz keeps the
 * operator's words (setting names like DATA_DIR and SMTP_URL, commands to run): those are for the
 * person who runs the server, and the owner who read "only 300 MB free in DATA_DIR" could not act on
 * it. Each says what it means for the business and, when something is wrong, who to call.
 */

const CALL = 'Call the person who runs your website.';

const figure = (check: CheckResult, name: string): number | null =>
  typeof check[name] === 'number' ? (check[name] as number) : null;

/** "850 MB", "12.4 GB". */
function space(mb: number): string {
  return mb >= 1024 ? `${(mb / 1024).toFixed(1)} GB` : `${mb} MB`;
}

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

const WORDS: Record<string, (check: CheckResult) => string> = {
  database(check) {
    const ms = figure(check, 'ms');
    if (check.status === 'ok') return 'Answering.';
    if (check.status === 'warn')
      return `Slow to answer${ms === null ? '' : ` (${ms} ms)`}: pages and this dashboard may be slow.`;
    return `Not answering: the site cannot save requests or sign anyone in. ${CALL}`;
  },
  migrations(check) {
    if (check.status === 'ok') return 'Up to date.';
    if ((figure(check, 'missing') ?? 0) > 0)
      return `An update to the database was not finished, so parts of the site may fail. ${CALL}`;
    if (/does not know/.test(check.detail))
      return `The database is newer than the program running on this server, so parts of the site may fail. ${CALL}`;
    return `The database's layout could not be checked. ${CALL}`;
  },
  outbox(check) {
    const waiting = figure(check, 'waiting') ?? 0;
    const failed = figure(check, 'failed') ?? 0;
    const oldest = figure(check, 'oldestWaitingSeconds') ?? 0;
    if (check.status === 'ok')
      return waiting ? `${count(waiting, 'e-mail', 'e-mails')} about to go out.` : 'No e-mail waiting.';
    // The check's own verdict: mail stuck past its limit, else mails given up on.
    if (/waited/.test(check.detail))
      return `E-mails have waited ${Math.round(oldest / 60)} minutes to go out: customers are not hearing from us. ${CALL}`;
    if (failed > 0)
      return `${count(failed, 'e-mail', 'e-mails')} could not be sent after every try (see Mail). ${CALL}`;
    return `The mail queue could not be read. ${CALL}`;
  },
  disk(check) {
    const free = figure(check, 'freeMb');
    if (free === null) return 'Nothing stored yet.';
    if (check.status === 'ok') return `${space(free)} free on the server's disk.`;
    return `Only ${space(free)} free on the server's disk: soon there is no room for new photos, e-mails and backups. ${CALL}`;
  },
  eventLoop(check) {
    const max = figure(check, 'maxMs');
    if (check.status === 'ok') return 'Answering promptly.';
    const seconds = max === null ? '' : ` for up to ${(max / 1000).toFixed(1)} seconds`;
    return `The server was busy or stuck${seconds}: pages may have loaded slowly. If it keeps happening, ${CALL.charAt(0).toLowerCase()}${CALL.slice(1)}`;
  },
  rateLimitStore(check) {
    if (check.status === 'ok') return 'Working.';
    return 'Not answering: each server counts visits on its own for now, so the limits on spam and on sign-in tries are looser.';
  },
};

/** One check in the owner's words; a check this page does not know keeps the operator's words. */
export function checkInOwnerWords(name: string, check: CheckResult): string {
  return WORDS[name]?.(check) ?? check.detail;
}
