import { sql, type Kysely } from 'kysely';
import { splitToken, hashSecret } from '../auth/tokens';
import type { Database } from '../db/types';
import { enqueueMails } from '../mail/outbox';
import type { MailContext } from '../mail/context';
import { CONSENT_VERSION, displayNameOf, LOW_SCORE, type NameChoice } from '../../shared/review-consent';
import { lowScoreMail } from './mails';

/**
 * What a customer does on the review page (/r/<token>): open it (the click, counted once, stops
 * the reminder), write a private note, send a testimonial with their consent, withdraw it, and
 * unsubscribe. The token in the link is the only credential: a forged or unknown one finds nothing.
 */

export interface AskOnPage {
  id: number;
  submissionId: number;
  name: string;
  email: string;
  clickedAt: Date | null;
  note: { score: number | null; createdAt: Date } | null;
  testimonial: {
    id: number;
    displayName: string;
    consentPublic: boolean;
    withdrawn: boolean;
    status: string;
    createdAt: Date;
  } | null;
  unsubscribed: boolean;
}

/** The ask a link's token opens, or undefined for a forged, malformed or unknown one. */
export async function askOfToken(db: Kysely<Database>, token: string): Promise<AskOnPage | undefined> {
  if (!splitToken(token)) return undefined;
  const hash = hashSecret(token);
  const ask = await db
    .selectFrom('review_asks as a')
    .innerJoin('contact_submissions as c', 'c.id', 'a.submission_id')
    .leftJoin('review_notes as n', 'n.ask_id', 'a.id')
    .leftJoin('testimonials as t', 't.ask_id', 'a.id')
    .leftJoin('mail_opt_outs as o', 'o.email', 'a.email')
    .select([
      'a.id',
      'a.submission_id',
      'c.name',
      'a.email',
      'a.clicked_at',
      'n.score',
      'n.created_at as note_at',
      't.id as testimonial_id',
      't.display_name',
      't.consent_public',
      't.withdrawn_at',
      't.status as testimonial_status',
      't.created_at as testimonial_at',
      'o.email as opted_out',
    ])
    .where((eb) => eb.or([eb('a.token_hash', '=', hash), eb('a.reminder_token_hash', '=', hash)]))
    .executeTakeFirst();
  if (!ask) return undefined;
  return {
    id: ask.id,
    submissionId: ask.submission_id,
    name: ask.name,
    email: ask.email,
    clickedAt: ask.clicked_at,
    note: ask.note_at ? { score: ask.score, createdAt: ask.note_at } : null,
    testimonial:
      ask.testimonial_id && ask.testimonial_at
        ? {
            id: ask.testimonial_id,
            displayName: ask.display_name!,
            consentPublic: ask.consent_public!,
            withdrawn: ask.withdrawn_at !== null,
            status: ask.testimonial_status!,
            createdAt: ask.testimonial_at,
          }
        : null,
    unsubscribed: ask.opted_out !== null,
  };
}

/** The link was opened: counted once, and no reminder follows. */
export async function countClick(db: Kysely<Database>, askId: number, now: Date): Promise<void> {
  await db
    .updateTable('review_asks')
    .set({ clicked_at: now, status: 'clicked' })
    .where('id', '=', askId)
    .where('clicked_at', 'is', null)
    .execute();
}

/** A private note (a score from 1 to 5, words, or both), once per ask; a low score mails the office at once. */
export async function savePrivateNote(
  db: Kysely<Database>,
  ask: AskOnPage,
  note: { score: number | null; body: string | null },
  now: Date,
  ctx: MailContext<'company' | 'theme'>,
): Promise<'saved' | 'already'> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('review_notes')
      .values({ ask_id: ask.id, score: note.score, body: note.body, created_at: now })
      .onConflict((conflict) => conflict.column('ask_id').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!row) return 'already';
    if (note.score !== null && note.score <= LOW_SCORE)
      await enqueueMails(trx, [
        lowScoreMail(ctx, { submissionId: ask.submissionId, name: ask.name, score: note.score, body: note.body }),
      ]);
    return 'saved';
  });
}

/** A testimonial with the consent the customer ticked, recorded with the wording's version and the server's time. */
export async function saveTestimonial(
  db: Kysely<Database>,
  ask: AskOnPage,
  input: { body: string; nameChoice: NameChoice; neighbourhood: string | null; public: boolean; internal: boolean },
  now: Date,
): Promise<'saved' | 'already'> {
  const row = await db
    .insertInto('testimonials')
    .values({
      ask_id: ask.id,
      body: input.body,
      name_choice: input.nameChoice,
      display_name: displayNameOf(ask.name, input.nameChoice),
      neighbourhood: input.neighbourhood,
      consent_public: input.public,
      consent_internal: input.internal,
      consent_version: CONSENT_VERSION,
      consented_at: now,
      created_at: now,
    })
    .onConflict((conflict) => conflict.column('ask_id').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row ? 'saved' : 'already';
}

/**
 * The customer takes back their permission to publish: the testimonial is removed from the queue
 * and, when it was on the site, the caller publishes the site without it. Returns whether it was
 * public (approved) until now.
 */
export async function withdrawTestimonial(
  db: Kysely<Database>,
  ask: AskOnPage,
  now: Date,
): Promise<{ wasLive: boolean }> {
  const row = await db
    .updateTable('testimonials')
    .set({ withdrawn_at: now, consent_public: false, status: 'removed' })
    .where('ask_id', '=', ask.id)
    .where('withdrawn_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return { wasLive: Boolean(row) && ask.testimonial?.status === 'approved' };
}

/** The address unsubscribes from every mail the business starts (mail_opt_outs), and any reminder still due is cancelled. */
export async function unsubscribe(db: Kysely<Database>, ask: AskOnPage, now: Date): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('mail_opt_outs')
      .values({ email: ask.email, source: 'review-request', created_at: now })
      .onConflict((conflict) => conflict.column('email').doNothing())
      .execute();
    await trx
      .updateTable('review_asks')
      .set({ reminder_due_at: null })
      .where('email', '=', ask.email)
      .where('reminder_sent_at', 'is', null)
      .execute();
    // A reminder queued but not yet sent is taken back too.
    await trx
      .deleteFrom('email_outbox')
      .where(sql<string>`lower(recipient)`, '=', ask.email)
      .where('unsubscribe_url', 'is not', null)
      .where('status', '=', 'pending')
      .execute();
  });
}
