import type { Kysely } from 'kysely';
import { passwordResetRequestSchema } from '../../schema/auth';
import { findUserByEmail, grantRole, insertUser, listAccounts, OWNER_ROLE, revokeRole } from '../auth/accounts';
import { ROLE_DESCRIPTIONS, ROLE_LABELS, STAFF_ROLES, type StaffRole } from '../../shared/staff-roles';
import { resetSecondFactors } from '../auth/factor-changes';
import type { FactorDeps } from '../auth/second-factors';
import { hashPassword } from '../auth/password';
import { MAX_PASSWORD_LENGTH, passwordTooLong } from '../../shared/auth-messages';
import { passwordWeaknesses } from '../../shared/password-strength';
import { staffRoleOf } from '../auth/admin-check';
import type { Database } from '../db/types';

/** Exit codes of `npm run admin`, for scripts that call it. */
export const EXIT = { ok: 0, usage: 1, notFound: 2, database: 3 } as const;

/** A command's outcome: what to print and the exit code. */
export interface Outcome {
  code: number;
  out?: string;
  err?: string;
}

/** What a command may ask the person at the terminal (or read from the environment instead). */
export interface Questions {
  /** The new account's password: ADMIN_PASSWORD or a hidden prompt; undefined when neither is possible. */
  password(): Promise<string | undefined>;
  /** A yes/no confirmation; `--yes` answers it; undefined when no one can be asked. */
  confirm(question: string): Promise<boolean | undefined>;
}

export function checkEmail(email: string | undefined): string | Outcome {
  const parsed = passwordResetRequestSchema.shape.email.safeParse(email ?? '');
  if (!parsed.success)
    return {
      code: EXIT.usage,
      err: `"${email ?? ''}" is not an email address. ${parsed.error.issues[0]?.message ?? ''}`.trim(),
    };
  return parsed.data;
}

const notFound = (email: string): Outcome => ({
  code: EXIT.notFound,
  err: `No account uses ${email}. Check the spelling, see every account with: npm run admin -- list\nor create one with: npm run admin -- create ${email} --name "Full Name"`,
});

/** "owner", "office" or "crew" as typed after --role, or the words for a wrong one. */
export function checkRole(typed: string | undefined): StaffRole | Outcome {
  if (typed === undefined) return OWNER_ROLE;
  const role = typed.trim().toLowerCase();
  if ((STAFF_ROLES as readonly string[]).includes(role)) return role as StaffRole;
  return {
    code: EXIT.usage,
    err: `--role ${typed}: a role is one of ${STAFF_ROLES.join(', ')} (${STAFF_ROLES.map((r) => `${r}: ${ROLE_DESCRIPTIONS[r]}`).join(' ')})`,
  };
}

const roleWords = (role: StaffRole) => `the ${ROLE_LABELS[role]} role (${ROLE_DESCRIPTIONS[role]})`;

/** create: a new verified staff account (an owner unless --role says otherwise), or the role for an existing account after a confirmation. */
export async function createAdmin(
  db: Kysely<Database>,
  email: string,
  fullName: string | undefined,
  ask: Questions,
  now: Date,
  /** The company's name (the site file's): a password built from it is refused. */
  company: string,
  role: StaffRole = OWNER_ROLE,
): Promise<Outcome> {
  const existing = await findUserByEmail(db, email);
  if (existing) {
    if ((await staffRoleOf(db, existing.id)) === role)
      return { code: EXIT.ok, out: `${existing.email} has the ${ROLE_LABELS[role]} role already; nothing changed.` };
    const state = existing.email_verified_at ? 'email confirmed' : 'email not confirmed yet';
    const yes = await ask.confirm(
      `An account for ${existing.email} exists (${printable(existing.full_name)}, ${state}). Give it ${roleWords(role)}? Its password stays as it is.`,
    );
    if (yes === undefined)
      return {
        code: EXIT.usage,
        err: `An account for ${existing.email} exists already. To give it the role, run "npm run admin -- grant ${existing.email} --role ${role}" (or add --yes).`,
      };
    if (!yes) return { code: EXIT.usage, err: 'Nothing changed.' };
    await grantRole(db, existing.id, role);
    const note = existing.email_verified_at
      ? ''
      : ' It cannot sign in until its email is confirmed (the sign-up mail, or "Forgot password").';
    return { code: EXIT.ok, out: `${existing.email} has ${roleWords(role)} now.${note}` };
  }

  const name = fullName?.trim() || 'Administrator';
  if (name.length > 120) return { code: EXIT.usage, err: 'The name is too long (120 characters at most).' };
  const password = await ask.password();
  if (password === undefined) {
    return { code: EXIT.usage, err: 'No password: run this in a terminal to be asked for one, or set ADMIN_PASSWORD.' };
  }
  if ([...password].length > MAX_PASSWORD_LENGTH)
    return { code: EXIT.usage, err: `The password is not accepted. ${passwordTooLong([...password].length)}` };
  const reasons = passwordWeaknesses(password, { email, fullName: name }, company);
  if (reasons.length > 0)
    return {
      code: EXIT.usage,
      err: `That password is too weak; nothing was created.\n${reasons.map((r) => `  - ${r}`).join('\n')}`,
    };

  const passwordHash = await hashPassword(password);
  const created = await db.transaction().execute(async (trx) => {
    const user = await insertUser(trx, { email, fullName: name, passwordHash, verifiedAt: now, now });
    if (user) await grantRole(trx, user.id, role);
    return user;
  });
  if (!created)
    return {
      code: EXIT.usage,
      err: `An account for ${email} was created by someone else a moment ago; run "npm run admin -- grant ${email}".`,
    };
  return {
    code: EXIT.ok,
    out: `Created the ${ROLE_LABELS[role]} account ${created.email} (${printable(created.full_name)}). It can sign in at /auth now.`,
  };
}

/** grant: the account's one staff role (an owner unless --role says otherwise), replacing another it held. */
export async function grantAdmin(db: Kysely<Database>, email: string, role: StaffRole = OWNER_ROLE): Promise<Outcome> {
  const user = await findUserByEmail(db, email);
  if (!user) return notFound(email);
  const granted = await grantRole(db, user.id, role);
  if (!granted)
    return { code: EXIT.ok, out: `${user.email} has the ${ROLE_LABELS[role]} role already; nothing changed.` };
  const note = user.email_verified_at ? '' : ' It cannot sign in until its email is confirmed.';
  return {
    code: EXIT.ok,
    out: `${user.email} has ${roleWords(role)} now; the dashboard follows on their next page load.${note}`,
  };
}

/**
 * Break-glass for a lost phone or passkey: every passkey, authenticator app and recovery code of
 * the account goes and every session ends. On the server only (no "mail me a reset" path exists,
 * which would let anyone with the mailbox, or a good story, past the second factor). The owner is
 * mailed and the account's history keeps that it was done at the server.
 */
export async function resetTwoStep(
  db: Kysely<Database>,
  email: string,
  deps: Pick<FactorDeps, 'brand' | 'siteUrl'>,
  now: Date,
): Promise<Outcome> {
  const user = await findUserByEmail(db, email);
  if (!user) return notFound(email);
  const removed = await resetSecondFactors(db, deps, user.id, 'the site owner (npm run admin -- reset-2fa)', now);
  const count = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
  return {
    code: EXIT.ok,
    out: [
      `Two-step sign-in reset for ${user.email}: removed ${count(removed.passkeys, 'passkey')}, ${count(removed.totp, 'authenticator app')}, ${count(removed.recoveryCodes, 'recovery code')}; ended ${count(removed.sessions, 'session')}.`,
      'They were mailed about it. They sign in with their password alone now and should set up two-step sign-in again at /admin/account.',
    ].join('\n'),
  };
}

export async function revokeAdmin(db: Kysely<Database>, email: string): Promise<Outcome> {
  const user = await findUserByEmail(db, email);
  if (!user) return notFound(email);
  const revoked = await revokeRole(db, user.id);
  if (!revoked) return { code: EXIT.ok, out: `${user.email} had no staff role; nothing changed.` };
  return {
    code: EXIT.ok,
    out: `${user.email} has no staff role any more; the dashboard refuses them from their next request.`,
  };
}

/**
 * A name as the terminal should show it: names stored before the one-line rule may hold escape
 * sequences or line breaks, which would redraw the screen or forge rows; they print as \u{1b}.
 */
export function printable(text: string): string {
  return text.replace(
    /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g,
    (c) => `\\u{${c.charCodeAt(0).toString(16)}}`,
  );
}

export async function listAll(db: Kysely<Database>): Promise<Outcome> {
  const accounts = await listAccounts(db);
  if (accounts.length === 0)
    return {
      code: EXIT.ok,
      out: 'No accounts yet. Create the owner with: npm run admin -- create you@example.com --name "Your Name"',
    };
  const rows = accounts.map((a) => [
    a.role ?? '-',
    a.verified ? 'yes' : 'no',
    a.email,
    printable(a.fullName),
    a.createdAt.toISOString().slice(0, 10),
  ]);
  const header = ['ROLE', 'VERIFIED', 'EMAIL', 'NAME', 'CREATED'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => c.padEnd(widths[i]!))
      .join('  ')
      .trimEnd();
  const count = (role: StaffRole) => accounts.filter((a) => a.role === role).length;
  return {
    code: EXIT.ok,
    out: [
      line(header),
      ...rows.map(line),
      '',
      `${accounts.length} account${accounts.length === 1 ? '' : 's'}: ${STAFF_ROLES.map((role) => `${count(role)} ${role}`).join(', ')}.`,
    ].join('\n'),
  };
}
