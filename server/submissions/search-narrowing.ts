import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/types';
import { defineJob } from '../jobs/job';
import { searchText } from './request-row';

/**
 * A trigram index answers a rare search slowly when the search also holds trigrams that nearly
 * every row has: PostgreSQL's GIN scan walks the posting list of each such trigram up to every
 * candidate of the rare ones ("customer424200@" on a million rows whose emails all start with
 * "customer": 1,757 index pages and 20 ms, against 143 pages for "er424200@"). So the index is
 * asked for the longest part of the search free of common trigrams, and the whole search then
 * filters the few rows that part finds. The results are the same: every row holding the search
 * holds each part of it. Common is judged on the newest requests; when the part turns out to be
 * common among older ones, listSubmissions falls back to the whole search (NARROWED_CANDIDATES).
 */

/** How many of the newest requests the common trigrams are counted over: a bounded read at any table size. */
const SAMPLE_ROWS = 500;
/** A trigram in at least this share of the sample is common. */
const COMMON_SHARE = 0.1;
/** The counts follow the data, a little late: the search-narrowing job counts again this often. */
const COUNT_EVERY_MS = 10 * 60 * 1000;
/** An instance reads the stored counts again when its copy is older than this. */
const READ_AGAIN_MS = 60 * 1000;

interface Copy {
  trigrams: ReadonlySet<string>;
  readAt: number;
  reading?: Promise<ReadonlySet<string>>;
}

const copies = new WeakMap<Kysely<Database>, Copy>();

/**
 * Counts the trigrams of the newest requests (pg_trgm's own split: lower case, words padded),
 * stores the common ones for every instance, and returns them.
 */
export async function refreshCommonTrigrams(db: Kysely<Database>, now = new Date()): Promise<ReadonlySet<string>> {
  const { rows } = await sql<{ trigram: string }>`
    select trigram from (
      select ${searchText()} as text
      from contact_submissions order by created_at desc, id desc limit ${SAMPLE_ROWS}
    ) as recent, unnest(show_trgm(recent.text)) as trigram
    group by trigram
    having count(*) >= greatest(2, ceil(${COMMON_SHARE}::float8 * (select count(*) from (select 1 from contact_submissions limit ${SAMPLE_ROWS}) as n)))`.execute(
    db,
  );
  const list = rows.map((row) => row.trigram).sort();
  await db
    .insertInto('search_narrowing')
    .values({ common_trigrams: list, counted_at: now })
    .onConflict((c) => c.column('id').doUpdateSet({ common_trigrams: list, counted_at: now }))
    .execute();
  const trigrams = new Set(list);
  copies.set(db, { trigrams, readAt: Date.now() });
  return trigrams;
}

/** The timed count: one instance counts for all of them. */
export const searchNarrowingJob = defineJob({
  name: 'search-narrowing',
  every: COUNT_EVERY_MS,
  async run({ db, now }) {
    return { commonTrigrams: (await refreshCommonTrigrams(db, now())).size };
  },
});

/** The stored counts; a database no job has counted yet is counted now (one bounded read). */
async function readCommonTrigrams(db: Kysely<Database>): Promise<ReadonlySet<string>> {
  const row = await db.selectFrom('search_narrowing').select('common_trigrams').executeTakeFirst();
  if (!row) return refreshCommonTrigrams(db);
  const trigrams = new Set(row.common_trigrams);
  copies.set(db, { trigrams, readAt: Date.now() });
  return trigrams;
}

/**
 * The common trigrams as the search-narrowing job last counted them. The first search of the
 * process waits for them (a one-row read); after that an old copy is read again in the background,
 * so no search waits.
 */
export async function commonTrigrams(db: Kysely<Database>, now = Date.now()): Promise<ReadonlySet<string>> {
  const current = copies.get(db);
  if (current && (current.reading || now - current.readAt <= READ_AGAIN_MS)) return current.trigrams;
  const entry: Copy = current ?? { trigrams: new Set(), readAt: now };
  entry.reading = readCommonTrigrams(db).catch(() => {
    // Only speed depends on the counts: keep the old ones (none: the whole search goes to the index) and try again later.
    entry.readAt = now;
    delete entry.reading;
    return entry.trigrams;
  });
  copies.set(db, entry);
  return current ? current.trigrams : entry.reading;
}

/**
 * A run shorter than this gives the index one or two trigrams, which seldom pin a search down to
 * a few rows: "er42" of "customer42" finds 11,111 of a million, and trying it first only adds the
 * probe (about 4 ms) before the whole search goes to the index anyway.
 */
const MIN_PART_CHARS = 5;

/**
 * The longest run of the search that holds no common trigram, at least MIN_PART_CHARS long, or
 * the search itself when it has no common trigram or no such run. Works on code points, so a run
 * never splits a character.
 */
export function indexedPart(search: string, common: ReadonlySet<string>): string {
  if (!common.size) return search;
  const chars = Array.from(search);
  let start = 0;
  let best: [number, number] = [0, 0];
  let sawCommon = false;
  const consider = (from: number, to: number) => {
    if (to - from > best[1] - best[0]) best = [from, to];
  };
  for (let k = 0; k + 3 <= chars.length; k++) {
    if (
      !common.has(
        chars
          .slice(k, k + 3)
          .join('')
          .toLowerCase(),
      )
    )
      continue;
    sawCommon = true;
    consider(start, k + 2);
    start = k + 1;
  }
  if (!sawCommon) return search;
  consider(start, chars.length);
  return best[1] - best[0] >= MIN_PART_CHARS ? chars.slice(best[0], best[1]).join('') : search;
}
