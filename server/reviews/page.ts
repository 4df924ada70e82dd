import type { Site } from '../../schema/site';
import { escapeHtml } from '../../shared/html-escape';
import { formatCalendarDay } from '../../shared/calendar-day';
import { CONSENT_TEXT, displayNameOf, REVIEW_LIMITS } from '../../shared/review-consent';
import { type ThemeName, themes } from '../../shared/themes';
import type { AskOnPage } from './responses';

/**
 * The review page a request's link opens (/r/<token>), as plain HTML: no scripts, no inline
 * styles (the CSP allows neither; the look is /r/review.css), readable on a phone. The Google
 * button is first and always there, whatever the customer scores or writes (no review gating);
 * the private note and the testimonial are optional and below it.
 */

export function reviewPageCss(theme: ThemeName): string {
  const { color: c, heroGradient } = themes[theme];
  return `
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:${c.ink};background:${c.surfaceAlt};line-height:1.5}
header{background:${heroGradient};color:${c.onBrand};padding:16px 20px;font-weight:700;letter-spacing:.02em}
header a{color:${c.onBrand};text-decoration:none}
main{max-width:640px;margin:24px auto;padding:0 16px}
.card{background:${c.surface};border:1px solid ${c.border};border-radius:12px;box-shadow:0 8px 24px rgba(16,24,40,.08);padding:24px;margin:0 0 20px}
h1{margin:0 0 8px;font-size:1.6rem;line-height:1.25;color:${c.brandStrong}}
h2{margin:0 0 8px;font-size:1.2rem;color:${c.brandStrong}}
p{margin:0 0 14px}
.muted{color:${c.muted}}
.small{font-size:.9rem;color:${c.muted}}
.google{display:block;box-sizing:border-box;width:100%;padding:16px;text-align:center;font-size:1.1rem;font-weight:700;color:${c.onAccent};background:${c.accent};border-radius:8px;text-decoration:none;margin:0 0 8px}
.google:hover{background:${c.accentStrong}}
label,legend{font-weight:600;color:${c.ink}}
fieldset{border:0;margin:0 0 14px;padding:0}
legend{padding:0}
.scores{display:flex;flex-wrap:wrap;gap:8px;margin-top:6px}
.choice{display:flex;align-items:center;gap:6px;min-height:44px;padding:0 12px;border:1px solid ${c.border};border-radius:8px;font-weight:500}
.choices{display:grid;gap:8px;margin-top:6px}
.consent{display:flex;gap:10px;align-items:flex-start;font-weight:500;margin:0 0 12px}
.consent input{width:22px;height:22px;margin-top:2px;flex:none}
textarea,input[type=text]{box-sizing:border-box;width:100%;margin-top:6px;padding:12px;font:inherit;border:1px solid ${c.border};border-radius:8px}
textarea{min-height:120px;resize:vertical}
input:focus,button:focus,a:focus,textarea:focus{outline:3px solid ${c.focus};outline-offset:2px}
button{padding:14px 20px;font-size:1rem;font-weight:700;color:${c.onBrand};background:${c.brand};border:0;border-radius:8px;cursor:pointer;min-height:48px}
button.quiet{color:${c.brand};background:transparent;border:1px solid ${c.brand}}
[role=alert]{padding:12px;border-radius:8px;background:#fdeeea;color:${c.danger};font-weight:600}
.done{padding:12px;border-radius:8px;background:${c.surfaceAlt};border:1px solid ${c.border}}
a{color:${c.brand}}
footer{max-width:640px;margin:0 auto 32px;padding:0 16px}
@media (max-width:480px){main{margin:12px auto}.card{padding:18px}}
`;
}

/** What the page says after a form, and where. */
export interface PageMessage {
  form: 'note' | 'testimonial' | 'withdraw' | 'unsubscribe';
  kind: 'done' | 'problem';
  text: string;
}

const shell = (site: Pick<Site, 'company'>, title: string, main: string) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} | ${escapeHtml(site.company.name)}</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="/r/review.css">
</head>
<body>
<header><a href="/">${escapeHtml(site.company.name)}</a></header>
${main}
</body>
</html>`;

const messageFor = (message: PageMessage | undefined, form: PageMessage['form']) =>
  message?.form === form
    ? message.kind === 'problem'
      ? `<p role="alert">${escapeHtml(message.text)}</p>`
      : `<p class="done" role="status">${escapeHtml(message.text)}</p>`
    : '';

/** The page of a valid link. `typed` keeps what a refused form held, so nothing typed is lost. */
export function reviewPage(
  site: Pick<Site, 'company' | 'proof'>,
  token: string,
  ask: AskOnPage,
  options: { message?: PageMessage; typed?: Record<string, string> } = {},
): string {
  const e = escapeHtml;
  const first = ask.name.trim().split(/\s+/)[0] ?? '';
  const base = `/r/${e(token)}`;
  const typed = options.typed ?? {};
  const message = options.message;
  const dateOf = (date: Date) => formatCalendarDay(new Date(date).toISOString().slice(0, 10));

  const note = ask.note
    ? `<p class="done">Your private note reached us on ${e(dateOf(ask.note.createdAt))}. Thank you: the owner reads every one.</p>`
    : `<form method="post" action="${base}/note">
<fieldset><legend>How did we do? <span class="muted">(optional)</span></legend>
<div class="scores">${[1, 2, 3, 4, 5]
        .map(
          (score) =>
            `<label class="choice"><input type="radio" name="score" value="${score}"${typed.score === String(score) ? ' checked' : ''}> ${score}${score === 1 ? ' (poor)' : score === 5 ? ' (great)' : ''}</label>`,
        )
        .join('')}</div></fieldset>
<p><label for="note">Your note to the owner</label>
<textarea id="note" name="note" maxlength="${REVIEW_LIMITS.note}">${e(typed.note ?? '')}</textarea></p>
<p><button type="submit" class="quiet">Send privately</button></p>
</form>`;

  const given = ask.testimonial;
  const testimonial = given
    ? given.withdrawn
      ? `<p class="done">You withdrew your permission to publish your words. They are off our website.</p>`
      : `<p class="done">Your words reached us on ${e(dateOf(given.createdAt))}, signed "${e(given.displayName)}". ${
          given.consentPublic
            ? given.status === 'approved'
              ? 'They are on our website.'
              : 'We will put them on our website once the office has read them.'
            : 'You did not allow us to publish them, so they stay with us.'
        }</p>${
          given.consentPublic
            ? `<form method="post" action="${base}/withdraw"><p><button type="submit" class="quiet">Withdraw my permission to publish</button></p></form>`
            : ''
        }`
    : `<form method="post" action="${base}/testimonial">
<p><label for="body">Your words</label>
<textarea id="body" name="body" maxlength="${REVIEW_LIMITS.body}" required>${e(typed.body ?? '')}</textarea></p>
<fieldset><legend>Sign it as</legend><div class="choices">${(
        [
          ['initial', displayNameOf(ask.name, 'initial')],
          ['family', displayNameOf(ask.name, 'family')],
          ['anonymous', displayNameOf(ask.name, 'anonymous')],
        ] as const
      )
        .map(
          ([value, label]) =>
            `<label class="choice"><input type="radio" name="name" value="${value}"${(typed.name ?? 'initial') === value ? ' checked' : ''}> ${e(label)}</label>`,
        )
        .join('')}</div></fieldset>
<p><label for="neighbourhood">Your neighbourhood <span class="muted">(optional)</span></label>
<input id="neighbourhood" name="neighbourhood" type="text" maxlength="${REVIEW_LIMITS.neighbourhood}" value="${e(typed.neighbourhood ?? '')}"></p>
<label class="consent"><input type="checkbox" name="public" value="yes"${typed.public ? ' checked' : ''}> <span>${e(CONSENT_TEXT.public)}</span></label>
<label class="consent"><input type="checkbox" name="internal" value="yes"${typed.internal ? ' checked' : ''}> <span>${e(CONSENT_TEXT.internal)}</span></label>
<p><button type="submit">Send my words</button></p>
</form>`;

  const main = `<main>
<section class="card" aria-labelledby="review-heading">
<h1 id="review-heading">Thank you${first ? `, ${e(first)}` : ''}!</h1>
<p>How did your roof turn out? A review on Google helps your neighbours choose a roofer. Good or bad, we read every one.</p>
<a class="google" href="${e(site.proof.reviews.url)}" target="_blank" rel="noopener noreferrer">Write a review on Google</a>
<p class="small">Opens Google in a new tab. We offer nothing for a review, and we never see your score before it is posted.</p>
</section>
<section class="card" aria-labelledby="note-heading">
<h2 id="note-heading">Or tell us privately</h2>
<p class="muted">Something to fix, or a word for the crew? It goes to the owner only, never onto the website.</p>
${messageFor(message, 'note')}${note}
</section>
<section class="card" aria-labelledby="words-heading">
<h2 id="words-heading">Share your words on our website</h2>
<p class="muted">Optional. We show them on the page of your town, as you sign them, only if you tick the first box.</p>
${messageFor(message, 'testimonial')}${messageFor(message, 'withdraw')}${testimonial}
</section>
</main>
<footer><p class="small">${
    ask.unsubscribed
      ? 'You unsubscribed: we send you no more mails like the one that brought you here.'
      : `Rather not get mails like this? <a href="${base}/unsubscribe">Unsubscribe</a>.`
  }</p></footer>`;
  return shell(site, 'How did we do?', main);
}

/** The unsubscribe page: a button, so a mail scanner that opens links unsubscribes nobody. */
export function unsubscribePage(site: Pick<Site, 'company'>, token: string, ask: AskOnPage): string {
  const e = escapeHtml;
  const main = `<main><section class="card" aria-labelledby="unsub-heading">
<h1 id="unsub-heading">${ask.unsubscribed ? 'You are unsubscribed' : 'Unsubscribe'}</h1>
${
  ask.unsubscribed
    ? `<p role="status">${e(ask.email)} gets no more review requests or other mails we start. Mails about a request you send us still reach you.</p>`
    : `<p>Stop review requests and every other mail ${e(site.company.name)} starts to ${e(ask.email)}. Mails about a request you send us still reach you.</p>
<form method="post" action="/r/${e(token)}/unsubscribe"><p><button type="submit">Unsubscribe ${e(ask.email)}</button></p></form>`
}
<p><a href="/r/${e(token)}">Back to the review page</a></p>
</section></main>`;
  return shell(site, 'Unsubscribe', main);
}

/** A link that opens nothing: forged, mistyped or from an erased request. */
export function unknownLinkPage(site: Pick<Site, 'company' | 'offices'>): string {
  const phone = site.offices.find((office) => office.primary)?.phone ?? site.offices[0]?.phone ?? '';
  const main = `<main><section class="card" aria-labelledby="gone-heading">
<h1 id="gone-heading">This link does not work</h1>
<p>It may be mistyped or cut short by the mail program. Open it again from the mail, or call us${phone ? ` at ${escapeHtml(phone)}` : ''}.</p>
<p><a href="/">Go to our website</a></p>
</section></main>`;
  return shell(site, 'Link not found', main);
}
