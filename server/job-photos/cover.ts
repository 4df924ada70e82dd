import type { Transaction } from 'kysely';
import type { Database } from '../db/types';

type Trx = Transaction<Database>;

/**
 * A job has one cover photo (job_photos_one_cover): whoever moves it, the curation screen or a
 * project's editor, first locks the job's request, so two moves at once wait for each other instead
 * of one failing on the index.
 */
export async function lockJobForCover(trx: Trx, submissionId: number): Promise<void> {
  await trx.selectFrom('contact_submissions').select('id').where('id', '=', submissionId).forUpdate().execute();
}

/** Makes the job's cover an ordinary chosen photo (showcase), unless it is `keep`: the step before another becomes the cover. */
export async function demoteJobCover(trx: Trx, submissionId: number, keep?: number): Promise<void> {
  let update = trx
    .updateTable('job_photos')
    .set({ status: 'showcase' })
    .where('submission_id', '=', submissionId)
    .where('status', '=', 'cover');
  if (keep !== undefined) update = update.where('id', '!=', keep);
  await update.execute();
}
