import { sql, type Kysely } from 'kysely';
import type { Database } from '../../server/db/types';

/** A word list in SQL: `pick(list, expr)` chooses an element by a deterministic index. */
const array = (words: string[]) => `array[${words.map((w) => `'${w.replace(/'/g, "''")}'`).join(',')}]`;
const pick = (words: string[], index: string) => `(${array(words)})[1 + (${index}) % ${words.length}]`;

const FIRST = ['James', 'Mary', 'Robert', 'Patricia', 'John', 'Jennifer', 'Michael', 'Linda', 'David', 'Elizabeth', 'William', 'Barbara', 'Richard', 'Susan', 'Joseph', 'Jessica', 'Thomas', 'Sarah', 'Charles', 'Karen', 'Daniel', 'Nancy', 'Matthew', 'Lisa', 'Anthony', 'Betty', 'Mark', 'Sandra', 'Donald', 'Ashley', 'Steven', 'Dorothy', 'Paul', 'Kimberly', 'Andrew', 'Emily', 'Joshua', 'Donna', 'Kenneth', 'Michelle'];
const LAST = ['Smith', 'Johnson', 'Williams', 'Brown', 'Jones', 'Garcia', 'Miller', 'Davis', 'Rodriguez', 'Martinez', 'Hernandez', 'Lopez', 'Gonzalez', 'Wilson', 'Anderson', 'Thomas', 'Taylor', 'Moore', 'Jackson', 'Martin', 'Lee', 'Perez', 'Thompson', 'White', 'Harris', 'Sanchez', 'Clark', 'Ramirez', 'Lewis', 'Robinson', 'Walker', 'Young', 'Allen', 'King', 'Wright', 'Scott', 'Torres', 'Nguyen', 'Hill', 'Flores', 'Green', 'Adams', 'Nelson', 'Baker', 'Hall', 'Rivera', 'Campbell', 'Mitchell', 'Carter', 'Roberts'];
const DOMAINS = ['gmail.com', 'yahoo.com', 'outlook.com', 'icloud.com', 'hotmail.com', 'example.com'];
const STREETS = ['Elm St', 'Oak Ave', 'Maple Dr', 'Cedar Ln', 'Pine St', 'Main St', 'Yale Ave', 'Memorial Dr', 'Sheridan Rd', 'Harvard Ave', 'Lewis Ave', 'Peoria Ave'];
const TOWNS = ['Tulsa, OK', 'Broken Arrow, OK', 'Jenks, OK', 'Bixby, OK', 'Owasso, OK', 'Sand Springs, OK', 'Sapulpa, OK', 'Claremore, OK', 'Overland Park, KS', 'Olathe, KS', 'Lenexa, KS', 'Kansas City, MO'];
const SERVICES = ['Roof Repair', 'Roof Replacement', 'Storm Damage', 'New Installation', 'Roof Inspection', 'Commercial Roofing'];
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

/** A search that finds one row of `count`: an email address only that row has. */
export const rareSearch = (count: number) => `customer${Math.floor(count * 0.4242)}@`;
/** A search that finds most rows: a word in services and in most messages. */
export const commonSearch = 'roof';
