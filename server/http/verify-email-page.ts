import type { Site } from '../../schema/site';
import { escapeHtml } from '../../shared/html-escape';
import { type ThemeName, themes } from '../../shared/themes';

/** The page's look, in the site theme's colours; served as a file since the CSP forbids inline styles. */
export function verifyPageCss(theme: ThemeName): string {
  const { color: c, heroGradient } = themes[theme];
  return `
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:${c.ink};background:${c.surfaceAlt};line-height:1.5}
header{background:${heroGradient};color:${c.onBrand};padding:16px 20px;font-weight:700;letter-spacing:.02em}
header a{color:${c.onBrand};text-decoration:none}
main{max-width:440px;margin:32px auto;padding:28px 24px;background:${c.surface};border:1px solid ${c.border};border-radius:12px;box-shadow:0 8px 24px rgba(16,24,40,.08)}
h1{margin:0 0 8px;font-size:1.6rem;color:${c.brandStrong}}
p{margin:0 0 16px;color:${c.muted}}
label{font-weight:600;color:${c.ink}}
input[type=password]{box-sizing:border-box;width:100%;margin-top:6px;padding:12px;font-size:1rem;border:1px solid ${c.border};border-radius:8px}
input:focus,button:focus,a:focus{outline:3px solid ${c.focus};outline-offset:2px}
button{width:100%;padding:14px;font-size:1rem;font-weight:700;color:${c.onAccent};background:${c.accent};border:0;border-radius:8px;cursor:pointer}
button:hover{background:${c.accentStrong}}
[role=alert]{padding:12px;border-radius:8px;background:#fdeeea;color:${c.danger}}
[role=alert] strong{color:${c.danger}}
a{color:${c.brand}}
@media (max-width:480px){main{margin:0;border-radius:0;border-width:0 0 1px}}
`;
}

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
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="/api/auth/verify.css">
</head>
<body>
<header><a href="/">${name}</a></header>
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
