import type { Site } from '../../schema/site';
import { formatZonedDateTime } from '../../shared/business-time';
import { composeMail } from '../mail/compose';
import type { MailToSend } from '../mail/outbox';
import type { AlarmKind } from './conditions';
import { alarmWords } from './words';

/** Who alarm mails go to and how they look: the notification address and the site file's brand. */
export interface AlarmMailContext {
  site: Pick<Site, 'company' | 'theme' | 'timeZone'>;
  siteUrl: string;
  /** ADMIN_NOTIFY_TO, or the site file's email: where new-request notices go too. */
  to: string;
}

export interface AlarmEpisode {
  id: number;
  kind: AlarmKind;
  since: Date;
  detail: string;
}

const EXPLAINER =
  'You get one mail when a problem starts, a short one when it ends, and at most one reminder a day while problems last. The System page of the dashboard shows every open alarm.';

const when = (ctx: AlarmMailContext, at: Date) => formatZonedDateTime(at, ctx.site.timeZone);
const systemPage = (ctx: AlarmMailContext) => ({ label: 'Open the System page', url: `${ctx.siteUrl}/admin/system` });
const subjectOf = (ctx: AlarmMailContext, words: string) => `${ctx.site.company.name} website: ${words}`;

function mail(ctx: AlarmMailContext, topic: string, content: Parameters<typeof composeMail>[1]): MailToSend {
  const composed = composeMail({ company: `${ctx.site.company.name} website`, theme: ctx.site.theme }, content);
  return { to: ctx.to, topic, ...composed };
}

/** The one mail of an episode's start: what is wrong, since when, what it means, what to do. */
export function alarmOpenedMail(ctx: AlarmMailContext, episode: AlarmEpisode): MailToSend {
  const words = alarmWords(episode.kind, ctx.siteUrl);
  return mail(ctx, `alarm:${episode.id}:opened`, {
    subject: subjectOf(ctx, words.title),
    greeting: 'Hello,',
    body: [
      `${words.title}. ${episode.detail}`,
      `Since: ${when(ctx, episode.since)}.`,
      words.meaning,
      `What to do: ${words.todo}`,
    ],
    action: systemPage(ctx),
    footnotes: [EXPLAINER],
  });
}

/** The short mail at an episode's end. */
export function alarmResolvedMail(ctx: AlarmMailContext, episode: AlarmEpisode, closedAt: Date): MailToSend {
  const words = alarmWords(episode.kind, ctx.siteUrl);
  return mail(ctx, `alarm:${episode.id}:resolved`, {
    subject: subjectOf(ctx, `resolved: ${words.resolvedTitle}`),
    greeting: 'Hello,',
    body: [
      `${words.resolvedTitle}. The problem ("${words.title}") lasted from ${when(ctx, episode.since)} to ${when(ctx, closedAt)}. Nothing more needs doing about it.`,
    ],
    footnotes: [EXPLAINER],
  });
}

/** The daily reminder while alarms stay open: every open one, with its words. */
export function alarmDigestMail(ctx: AlarmMailContext, episodes: AlarmEpisode[], at: Date): MailToSend {
  const count = episodes.length;
  return mail(ctx, `alarm-digest:${at.toISOString()}`, {
    subject: subjectOf(
      ctx,
      count === 1 ? `still open: ${alarmWords(episodes[0]!.kind, ctx.siteUrl).title}` : `${count} problems still open`,
    ),
    greeting: 'Hello,',
    body: [
      count === 1 ? 'A problem with the website is still open:' : `${count} problems with the website are still open:`,
      ...episodes.map((episode) => {
        const words = alarmWords(episode.kind, ctx.siteUrl);
        return `${words.title}, since ${when(ctx, episode.since)}. ${episode.detail} What to do: ${words.todo}`;
      }),
    ],
    action: systemPage(ctx),
    footnotes: [EXPLAINER],
  });
}
