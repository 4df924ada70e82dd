/**
 * "Did you mean dana@gmail.com?" for an e-mail address whose domain looks mistyped (the t4 review
 * sent "dana@gmail.con" and got nothing back): a mistyped address means the confirmation, and our
 * call-back by mail, never arrive. In the browser, with no look-up: a short list of the domains
 * homeowners here use and the usual slips of the top-level domain. Only a suggestion: the visitor
 * may send the address as typed (a small company's own domain is never "corrected" to a big one
 * unless it is one letter away from it).
 */

/** The mail domains most US households use, the big providers and the regional cable and phone companies. */
const COMMON_DOMAINS = [
  'gmail.com',
  'yahoo.com',
  'hotmail.com',
  'outlook.com',
  'aol.com',
  'icloud.com',
  'live.com',
  'msn.com',
  'me.com',
  'ymail.com',
  'comcast.net',
  'att.net',
  'sbcglobal.net',
  'cox.net',
  'verizon.net',
  'charter.net',
  'bellsouth.net',
  'protonmail.com',
];

/** Endings that are no top-level domain, and the one a finger slipped from. */
const TLD_SLIPS: Record<string, string> = {
  con: 'com',
  cmo: 'com',
  cpm: 'com',
  vom: 'com',
  xom: 'com',
  ocm: 'com',
  comm: 'com',
  coom: 'com',
  'com.com': 'com',
  nte: 'net',
  ner: 'net',
  nett: 'net',
};

/** Edits (insert, delete, replace, swap two neighbours) from a to b, or more than `max` once past it. */
function distance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, before[j - 2]! + 1);
      row.push(best);
    }
    before = previous;
    previous = row;
  }
  return previous[b.length]!;
}

/** The address as the visitor probably meant it, or null when it looks right (or is not an address yet). */
export function suggestEmail(typed: string): string | null {
  const email = typed.trim();
  const at = email.lastIndexOf('@');
  if (at < 1) return null;
  const local = email.slice(0, at);
  const domain = email.slice(at + 1).toLowerCase();
  const dot = domain.indexOf('.');
  if (dot < 1 || dot === domain.length - 1) return null;
  if (COMMON_DOMAINS.includes(domain)) return null;
  // One letter or two neighbours swapped from a common domain ("gmial.com", "yaho.com", "gmail.con"),
  // two for the longer names ("sbcgloabl.net"), never for short ones, where two edits reach other real domains.
  let best: string | null = null;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const known of COMMON_DOMAINS) {
    const max = known.length >= 10 ? 2 : 1;
    const d = distance(domain, known, max);
    if (d <= max && d < bestDistance) {
      best = known;
      bestDistance = d;
    }
  }
  if (best) return `${local}@${best}`;
  // Anyone's domain with a slipped ending: "ridgeline.con".
  for (const [slip, tld] of Object.entries(TLD_SLIPS)) {
    if (domain.endsWith(`.${slip}`)) return `${local}@${domain.slice(0, -slip.length)}${tld}`;
  }
  return null;
}
