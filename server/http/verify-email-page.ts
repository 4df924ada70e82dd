import type { Site } from '../../schema/site';
import { escapeHtml } from '../mail/compose';

/**
 * The page a verification link opens: one form that POSTs the token with the account's password.
 * Opening the link does nothing by itself, so a mail scanner cannot use it up and a link someone
 * else sends cannot sign a visitor into their account. Plain HTML, no scripts, no inline styles
 * (the CSP allows neither), readable on a phone.
 */
export function verifyEmailPage(site: Pick<Site, 'company'>, token: string, problem?: string): string {
  const name = escapeHtml(site.company.name);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Confirm your email | ${name}</title>
</head>
<body>
<main>
<h1>Confirm your email</h1>
<p>To finish setting up your account on ${name}, enter the password you chose when you signed up.</p>
${problem ? `<p role="alert"><strong>${escapeHtml(problem)}</strong></p>` : ''}
<form method="post" action="/api/auth/verify">
<input type="hidden" name="token" value="${escapeHtml(token)}">
<p><label for="password">Password</label><br>
<input id="password" name="password" type="password" autocomplete="current-password" required maxlength="256"></p>
<p><button type="submit">Confirm my email</button></p>
</form>
<p>Did not sign up yourself, or forgot the password? Use <a href="/auth">Forgot password on the sign-in page</a>: the link it mails sets a new password and confirms your email too.</p>
</main>
</body>
</html>`;
}
