import { describe, expect, it } from 'vitest';
import { checkDisk } from '../../server/health/disk';
import type { CheckResult } from '../../server/health/status';
import { checkInOwnerWords } from '../../server/system/check-words';

const MB = 1024 * 1024;
/** What the System page must never say to the owner: the server's setting names and commands. */
const OPERATOR_WORDS =
  /DATA_DIR|DATABASE_URL|SMTP_URL|BACKUP_TIME|npm run|event loop|p99|migration\(s\)|rate-limit store/;

describe('the health checks in the owner’s words', () => {
  it('says how full the disk is without naming DATA_DIR, and whom to call when it is nearly full', () => {
    const floor = { failBelowMb: 100, warnBelowMb: 1024 };
    const low = checkDisk(['/'], floor, () => 300 * MB);
    // The operator's words stay on /readyz.
    expect(low.detail).toContain('DATA_DIR');
    expect(checkInOwnerWords('disk', low)).toBe(
      "Only 300 MB free on the server's disk: soon there is no room for new photos, e-mails and backups. Call the person who runs your website.",
    );
    expect(
      checkInOwnerWords(
        'disk',
        checkDisk(['/'], floor, () => 12_700 * MB),
      ),
    ).toBe("12.4 GB free on the server's disk.");
  });

  it.each<[string, CheckResult, RegExp]>([
    ['database', { status: 'ok', detail: 'answered in 3 ms', ms: 3 }, /^Answering\.$/],
    ['database', { status: 'fail', detail: 'no answer within 2000 ms' }, /cannot save requests/],
    [
      'migrations',
      { status: 'fail', detail: '2 migration(s) not applied (x…): run npm run migrate', missing: 2 },
      /update to the database was not finished/,
    ],
    [
      'outbox',
      {
        status: 'warn',
        detail: 'the oldest mail has waited 42 minutes: check the mail server (SMTP_URL)',
        waiting: 3,
        failed: 0,
        oldestWaitingSeconds: 2_520,
      },
      /waited 42 minutes to go out: customers are not hearing from us/,
    ],
    [
      'outbox',
      {
        status: 'warn',
        detail: "1 mail(s) gave up after every retry: see the dashboard's System page",
        failed: 1,
        oldestWaitingSeconds: 60,
      },
      /^1 e-mail could not be sent/,
    ],
    [
      'eventLoop',
      {
        status: 'warn',
        detail:
          'the event loop ran up to 861 ms late (p99 90 ms) since the last check: the process is overloaded or blocked',
        maxMs: 861,
        p99Ms: 90,
      },
      /busy or stuck for up to 0\.9 seconds/,
    ],
    [
      'rateLimitStore',
      { status: 'warn', detail: 'the shared rate-limit store failed in the last 5 minutes: limits count per instance' },
      /limits on spam/,
    ],
  ])('%s: %j reads plainly', (name, check, words) => {
    const said = checkInOwnerWords(name, check);
    expect(said).toMatch(words);
    expect(said).not.toMatch(OPERATOR_WORDS);
  });
});
