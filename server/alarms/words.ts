import type { AlarmKind } from './conditions';

/** What each alarm says to the owner: a title, what it means for the business, and what to do. */
export interface AlarmWords {
  title: string;
  resolvedTitle: string;
  meaning: string;
  todo: string;
}

export function alarmWords(kind: AlarmKind, siteUrl: string): AlarmWords {
  switch (kind) {
    case 'no-requests':
      return {
        title: 'No contact requests for a long time',
        resolvedTitle: 'Contact requests are arriving again',
        meaning:
          'It may be a quiet spell, but it is also exactly what a broken contact form looks like: visitors press Send and nothing reaches you.',
        todo: `Send yourself a test request from ${siteUrl}/contact (from your phone, not the office network). It should show on the dashboard and reach you by mail within a few minutes, and this alarm then closes by itself. If it does not arrive, call whoever looks after the website.`,
      };
    case 'outbox-stuck':
      return {
        title: 'Mails from the website are not leaving',
        resolvedTitle: 'Mails from the website are leaving again',
        meaning:
          'New-request notices and customer confirmations wait in the queue, so neither you nor your customers hear from the site. Requests are still stored: read them on the dashboard meanwhile. This mail waited in the same queue, so the trouble may already be fixed when you read it.',
        todo: 'Check the mail account the site sends through (SMTP_URL): an expired password, a locked or suspended account, or a sending limit reached. Nothing is lost: every waiting mail goes out by itself once the mail server accepts it again.',
      };
    case 'backup-failed':
      return {
        title: 'The nightly backup failed',
        resolvedTitle: 'Backups work again',
        meaning:
          'If the server or its disk were lost now, the requests received since the newest good backup would be lost with it.',
        todo: 'Look at the server log around the time above for the reason (often a full disk or a folder that cannot be written), fix it, then run a backup by hand (npm run backup) and check it says the copy restored.',
      };
    case 'disk-low':
      return {
        title: "The server's disk is nearly full",
        resolvedTitle: "The server's disk has room again",
        meaning:
          'When the disk is full the database stops taking contact requests, and the built-in database can hang until it is restarted.',
        todo: 'Free space on the server (old backups, old log files, the mail folder when no SMTP_URL is set) or give it a larger disk. The server keeps working meanwhile.',
      };
    case 'rate-limit-store':
      return {
        title: "The site's shared request counters do not answer",
        resolvedTitle: "The site's shared request counters answer again",
        meaning:
          'The form and the sign-in still work, but each server counts requests on its own, so the limits that keep out spam floods and password guessing are looser than set.',
        todo: 'Check that Redis (REDIS_URL) or the PostgreSQL database is running and reachable from the web servers. Nothing needs doing once it answers again.',
      };
    case 'confirmation-budget':
      return {
        title: 'The contact form reached its hourly limit of confirmation mails',
        resolvedTitle: 'The contact form sends confirmations again',
        meaning:
          "Either someone is using the form to flood a mailbox (or your mail account's sending quota) with confirmations, or far more real requests are arriving than usual, as after a storm. Every request is still stored and reaches you; only the visitors past the limit get no confirmation mail.",
        todo: `Look at the newest requests on the dashboard (${siteUrl}/admin). If they look alike (one address, made-up names), nothing needs doing: no more confirmations go out, and you can erase them. If they are real customers, call the ones who need an answer, and raise CONTACT_CONFIRMATIONS_PER_HOUR if such days are expected.`,
      };
  }
}
