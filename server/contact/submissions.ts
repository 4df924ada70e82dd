import type { Kysely, Transaction } from 'kysely';
import { PROVENANCE_FIELDS, toColumns, VISITOR_FIELDS } from '../../shared/request-field-sets';
import type { ProvenanceValues, VisitorColumns, VisitorValues } from '../../shared/request-fields';
import type { Database } from '../db/types';
import { spendOnce } from '../db/used-once';
import { enqueueMails, type MailToSend } from '../mail/outbox';
import type { StoredRequest } from './mails';
import { keepPhotos, removeRequestPhotos, type KeptPhoto } from '../storm/photos';

export interface NewRequest extends VisitorValues, Partial<ProvenanceValues> {
  source: 'form' | 'form-nojs' | 'webhook' | 'phone';
  /** The same key sent twice stores one row; the second call gets the first one's id. */
  idempotencyKey: string | null;
  /** The storm active when it arrived (server/storm/intake.ts). */
  stormId?: number | null;
  /** Photos of the damage, re-encoded; kept under DATA_DIR with the row (server/storm/photos.ts). */
  photos?: readonly KeptPhoto[];
  /** A single-use marker (the form token's nonce) that a new row spends; see UsedAlready. */
  spends?: { key: string; expiresAt: Date };
}

export type MailsFor = (stored: StoredRequest, trx: Transaction<Database>) => MailToSend[] | Promise<MailToSend[]>;

/** The request's single-use marker was spent by another request: nothing was stored. */
export class UsedAlready extends Error {}

/**
 * Stores a contact request and queues its mails in one transaction: a request is never stored
 * without its mails, and no mail leaves for a request that was not stored. A key seen before
 * returns the existing row's id and queues nothing.
 */
export async function storeContactRequest(
  db: Kysely<Database>,
  request: NewRequest,
  /** The mails to queue with the row, chosen in its transaction (the form's confirmation caps count there). */
  mailsFor: MailsFor,
  /** Where photos are kept (DATA_DIR); needed only when the request carries photos. */
  dataDir?: string,
): Promise<{ id: number; duplicate: boolean }> {
  let photosAt: number | undefined;
  try {
    return await storeRow(db, request, mailsFor, dataDir, (id) => {
      photosAt = id;
    });
  } catch (error) {
    // The row was not stored: its photo files must not stay behind.
    if (photosAt !== undefined && dataDir) await removeRequestPhotos(dataDir, [photosAt]);
    throw error;
  }
}

function storeRow(
  db: Kysely<Database>,
  request: NewRequest,
  mailsFor: MailsFor,
  dataDir: string | undefined,
  writingPhotos: (id: number) => void,
): Promise<{ id: number; duplicate: boolean }> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('contact_submissions')
      .values({
        // Every visitor field of the declaration, by its column: a declared field cannot be dropped here.
        ...(toColumns(VISITOR_FIELDS, request) as VisitorColumns),
        // Where it came from (null where not known, e.g. a widget's webhook).
        ...toColumns(PROVENANCE_FIELDS, request),
        source: request.source,
        idempotency_key: request.idempotencyKey,
        storm_id: request.stormId ?? null,
      })
      // A concurrent insert of the same key waits for the first to commit, then does nothing.
      .onConflict((conflict) => conflict.column('idempotency_key').doNothing())
      .returning(['id', 'created_at'])
      .executeTakeFirst();
    if (!row) {
      const existing = await trx
        .selectFrom('contact_submissions')
        .select('id')
        .where('idempotency_key', '=', request.idempotencyKey)
        .executeTakeFirstOrThrow();
      return { id: existing.id, duplicate: true };
    }
    // Spent in the same transaction as the row: a failed store leaves the token usable, and a
    // second request with the same token (but another idempotency key) stores nothing.
    if (request.spends && !(await spendOnce(trx, request.spends.key, request.spends.expiresAt)))
      throw new UsedAlready();
    const photos = request.photos ?? [];
    if (photos.length) {
      if (!dataDir) throw new Error('A request with photos needs the data folder to keep them in');
      writingPhotos(row.id);
      await keepPhotos(trx, dataDir, row.id, photos);
    }
    const mails = await mailsFor(
      { ...request, id: row.id, receivedAt: row.created_at, photoCount: photos.length },
      trx,
    );
    // Every mail about the request belongs to it, so erasing the request removes them.
    await enqueueMails(
      trx,
      mails.map((mail) => ({ ...mail, submissionId: row.id })),
    );
    return { id: row.id, duplicate: false };
  });
}
