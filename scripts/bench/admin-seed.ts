import { sql, type Kysely } from 'kysely';
import type { Database } from '../../server/db/types';

/** A word list in SQL: `pick(list, expr)` chooses an element by a deterministic index. */
const array = (words: string[]) => `array[${words.map((w) => `'${w.replace(/'/g, "''")}'`).join(',')}]`;
const pick = (words: string[], index: string) => `(${array(words)})[1 + (${index}) % ${words.length}]`;

const FIRST = [
  'James',
  'Mary',
  'Robert',
  'Patricia',
  'John',
  'Jennifer',
  'Michael',
  'Linda',
  'David',
  'Elizabeth',
  'William',
  'Barbara',
  'Richard',
  'Susan',
  'Joseph',
  'Jessica',
  'Thomas',
  'Sarah',
  'Charles',
  'Karen',
  'Daniel',
  'Nancy',
  'Matthew',
  'Lisa',
  'Anthony',
  'Betty',
  'Mark',
  'Sandra',
  'Donald',
  'Ashley',
  'Steven',
  'Dorothy',
  'Paul',
  'Kimberly',
  'Andrew',
  'Emily',
  'Joshua',
  'Donna',
  'Kenneth',
  'Michelle',
];
const LAST = [
  'Smith',
  'Johnson',
  'Williams',
  'Brown',
  'Jones',
  'Garcia',
  'Miller',
  'Davis',
  'Rodriguez',
  'Martinez',
  'Hernandez',
  'Lopez',
  'Gonzalez',
  'Wilson',
  'Anderson',
  'Thomas',
  'Taylor',
  'Moore',
  'Jackson',
  'Martin',
  'Lee',
  'Perez',
  'Thompson',
  'White',
  'Harris',
  'Sanchez',
  'Clark',
  'Ramirez',
  'Lewis',
  'Robinson',
  'Walker',
  'Young',
  'Allen',
  'King',
  'Wright',
  'Scott',
  'Torres',
  'Nguyen',
  'Hill',
  'Flores',
  'Green',
  'Adams',
  'Nelson',
  'Baker',
  'Hall',
  'Rivera',
  'Campbell',
  'Mitchell',
  'Carter',
  'Roberts',
];
const DOMAINS = ['gmail.com', 'yahoo.com', 'outlook.com', 'icloud.com', 'hotmail.com', 'example.com'];
const STREETS = [
  'Elm St',
  'Oak Ave',
  'Maple Dr',
  'Cedar Ln',
  'Pine St',
  'Main St',
  'Yale Ave',
  'Memorial Dr',
  'Sheridan Rd',
  'Harvard Ave',
  'Lewis Ave',
  'Peoria Ave',
];
const TOWNS = [
  'Tulsa, OK',
  'Broken Arrow, OK',
  'Jenks, OK',
  'Bixby, OK',
  'Owasso, OK',
  'Sand Springs, OK',
  'Sapulpa, OK',
  'Claremore, OK',
  'Overland Park, KS',
  'Olathe, KS',
  'Lenexa, KS',
  'Kansas City, MO',
];
const SERVICES = [
  'Roof Repair',
  'Roof Replacement',
  'Storm Damage',
  'New Installation',
  'Roof Inspection',
  'Commercial Roofing',
];
const MESSAGES = [
  'Hail last night, several shingles missing on the north side. Can someone take a look this week?',
  'Water stain on the bedroom ceiling after the storm. Need an inspection and help with the insurance claim.',
  'Looking for a quote to replace a 22-year-old asphalt roof on a two-story house.',
  'Our flat roof on the shop is ponding water near the drain. Please call me in the afternoon.',
  'Interested in a metal roof for a new build, about 2,400 square feet.',
  'Wind took off part of the ridge cap. Tarp is on, need a repair soon.',
  'Please send someone to inspect before we sell the house next month.',
  'Gutter pulled away from the fascia and there is a leak by the chimney flashing.',
  'Insurance adjuster is coming Thursday, would like a contractor there too.',
  'TPO membrane on our church is blistering; want an estimate for repair or recover.',
  'Need a second opinion on a replacement quote we got from another company.',
  'Skylight leaking into the kitchen every time it rains hard.',
];

/**
 * Inserts `count` submissions in one statement (generate_series): names, emails, phones for 70%,
 * addresses for half, a service for 80%, a message for 7 in 8, spread evenly over five years up
 * to now, ids rising with time as a real form would write them.
 */
export async function seedSubmissions(db: Kysely<Database>, count: number): Promise<void> {
  await sql
    .raw(
      `insert into contact_submissions (name, email, phone, address, service_needed, message, created_at, source)
       select ${pick(FIRST, 'g * 7')} || ' ' || ${pick(LAST, 'g * 13')},
              'customer' || g || '@' || ${pick(DOMAINS, 'g')},
              case when g % 10 < 7 then '(918) 555-' || lpad((g % 10000)::text, 4, '0') end,
              case when g % 2 = 0 then (100 + g % 9000) || ' ' || ${pick(STREETS, 'g * 3')} || ', ' || ${pick(TOWNS, 'g * 5')} end,
              case when g % 5 <> 0 then ${pick(SERVICES, 'g')} end,
              case when g % 8 <> 0 then ${pick(MESSAGES, 'g * 31')} end,
              now() - (${count} - g) * (interval '5 years' / ${count}),
              'form'
       from generate_series(1, ${count}) g`,
    )
    .execute(db);
}

/**
 * A search that finds one row of `count`: an email address only that row has. Every email starts
 * with "customer", so its first trigrams are in every row: a hard case for a trigram index.
 */
export const rareSearch = (count: number) => `customer${Math.floor(count * 0.4242)}@`;
/**
 * A search for about 1% of rows, all of them old (customer42, customer420…429, customer4200…):
 * the case that defeats walking the newest-first index until a page is found.
 */
export const oldClusterSearch = 'customer42';
/** A search that finds most rows: a word in services and in most messages. */
export const commonSearch = 'roof';

/** The admin the bench signs in as; a third of the requests are assigned to them ("Mine"). */
export const BENCH_ADMIN = 'bench-admin@example.com';
const OTHER_ADMIN = 'bench-colleague@example.com';

/** Channels in rough proportion to a roofer's (names repeat to weigh them). */
const CHANNEL_MIX = [
  'google-ads',
  'google-ads',
  'google-ads',
  'google-organic',
  'google-organic',
  'google-organic',
  'google-business-profile',
  'google-business-profile',
  'direct',
  'direct',
  'self-reported',
  'facebook-paid',
  'facebook-organic',
  'nextdoor',
  'yelp',
  'referral',
  'bing-organic',
  'email',
  'ai-assistant',
];
const OKLAHOMA_CITIES = ['Tulsa', 'Broken Arrow', 'Jenks', 'Bixby', 'Owasso', 'Sand Springs', 'Sapulpa', 'Claremore'];
const KANSAS_CITIES = ['Overland Park', 'Olathe', 'Lenexa', 'Kansas City'];

/**
 * Where an office would stand with five years of requests: the last day's mostly New or just
 * contacted, the last 60 days spread over every status (5% still New, so Overdue has rows), older
 * ones Won, Lost or Spam; a third assigned to the bench admin, a third to a colleague; a first
 * response minutes after arrival (a bench figure, not a business-hours reading); where each came
 * from (a channel mix, a quarter from Kansas pages, city and service pages) and the funnel's dates
 * and won values the Reports view reads; and one recent request with 50 notes. A million-row
 * UPDATE would rewrite every index entry, the trigram ones included, so the secondary indexes are
 * dropped first and rebuilt from their own definitions.
 */
export async function seedLeadWork(db: Kysely<Database>, now: Date): Promise<void> {
  const ids: string[] = [];
  for (const email of [BENCH_ADMIN, OTHER_ADMIN]) {
    const user = await db
      .insertInto('users')
      .values({ email, password_hash: 'not-a-real-hash', full_name: email.split('@')[0]!, email_verified_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.insertInto('user_roles').values({ user_id: user.id, role: 'owner' }).execute();
    ids.push(user.id);
  }
  const pageCity = sql.raw(`case when (c.id / 4) % 2 = 0 and c.id % 4 < 2 then
    case when c.id % 4 = 0 then ${pick(KANSAS_CITIES, 'c.id / 8')} else ${pick(OKLAHOMA_CITIES, 'c.id / 8')} end end`);
  const pageService = sql.raw(`case when (c.id / 4) % 2 = 0 and c.id % 4 >= 2 then ${pick(SERVICES, 'c.id / 8')} end`);
  const indexes = await sql<{ indexname: string; indexdef: string }>`
    select i.indexname, i.indexdef from pg_indexes i
    where i.tablename = 'contact_submissions'
      and not exists (select 1 from pg_constraint c where c.conname = i.indexname)
  `.execute(db);
  for (const index of indexes.rows) await sql.raw(`drop index ${index.indexname}`).execute(db);
  await sql`
    update contact_submissions c set
      status = x.status,
      assigned_to = case c.id % 3 when 0 then ${ids[0]!}::uuid when 1 then ${ids[1]!}::uuid end,
      first_response_at = case when x.status <> 'new' then c.created_at + (5 + c.id % 180) * interval '1 minute' end,
      first_response_minutes = case when x.status <> 'new' then 5 + c.id % 180 end,
      channel = ${sql.raw(pick(CHANNEL_MIX, 'c.id * 7'))},
      office = case when c.id % 4 = 0 then 'kansas' else 'tulsa' end,
      page_kind = case when (c.id / 4) % 2 = 0 then (case when c.id % 4 < 2 then 'city' else 'service' end)
        else (case when c.id % 2 = 0 then 'home' else 'contact' end) end,
      page_city = ${pageCity},
      page_service = ${pageService},
      -- Credited to the page the form was on (shared/page-credit.ts): the seed records no landing page.
      credit_city = ${pageCity},
      credit_service = ${pageService},
      inspection_at = case when x.status in ('inspection_scheduled', 'estimate_sent', 'won') or (x.status = 'lost' and c.id % 2 = 0)
        then c.created_at + interval '2 days' end,
      estimate_at = case when x.status in ('estimate_sent', 'won') or (x.status = 'lost' and c.id % 4 = 0)
        then c.created_at + interval '4 days' end,
      won_at = case when x.status = 'won' then c.created_at + (7 + c.id % 30) * interval '1 day' end,
      won_value = case when x.status = 'won' and c.id % 10 <> 0 then 4000 + (c.id * 37) % 21000 end
    from (
      select id, case
        when created_at > ${now}::timestamptz - interval '1 day' then (array['new', 'new', 'contacted', 'inspection_scheduled'])[1 + id % 4]
        when created_at > ${now}::timestamptz - interval '60 days' then (array['new', 'contacted', 'contacted', 'contacted', 'contacted', 'inspection_scheduled', 'inspection_scheduled', 'inspection_scheduled', 'estimate_sent', 'estimate_sent', 'estimate_sent', 'won', 'won', 'won', 'won', 'lost', 'lost', 'lost', 'spam', 'spam'])[1 + id % 20]
        else (array['won', 'won', 'won', 'won', 'lost', 'lost', 'lost', 'lost', 'spam', 'spam'])[1 + id % 10]
      end as status
      from contact_submissions
    ) x
    where x.id = c.id
  `.execute(db);
  await sql`vacuum full contact_submissions`.execute(db);
  for (const index of indexes.rows) await sql.raw(index.indexdef).execute(db);

  const { id: lead } = await db
    .selectFrom('contact_submissions')
    .select('id')
    .where('status', '=', 'contacted')
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirstOrThrow();
  await db
    .insertInto('lead_notes')
    .values(
      Array.from({ length: 50 }, (_, i) => ({
        submission_id: lead,
        author_id: ids[i % 2]!,
        author_email: i % 2 ? OTHER_ADMIN : BENCH_ADMIN,
        body: `Note ${i + 1}: ${MESSAGES[i % MESSAGES.length]}`,
        created_at: new Date(now.getTime() - (50 - i) * 60_000),
      })),
    )
    .execute();
  await db
    .insertInto('lead_events')
    .values(
      Array.from({ length: 50 }, (_, i) => ({
        submission_id: lead,
        kind: 'note' as const,
        from_value: null,
        to_value: null,
        actor_id: ids[i % 2]!,
        actor: i % 2 ? OTHER_ADMIN : BENCH_ADMIN,
        version: i + 2,
        created_at: new Date(now.getTime() - (50 - i) * 60_000),
      })),
    )
    .execute();
  await db.updateTable('contact_submissions').set({ notes_count: 50, version: 51 }).where('id', '=', lead).execute();
}

/** The request that carries the seed's 50 notes. */
export async function noteLead(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('lead_notes')
    .select('submission_id')
    .orderBy('id')
    .limit(1)
    .executeTakeFirstOrThrow();
  return row.submission_id;
}
