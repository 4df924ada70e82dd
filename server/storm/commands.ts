import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import { EXIT, type Outcome, printable } from '../admin/commands';
import type { StormCity } from '../../shared/storm';
import { activeStorm, checkStormInput, endStorm, listStorms, type Storm, type StormInput, startStorm } from './storms';

/** `npm run admin -- storm …`: the storm record from the command line (scripts/admin/cli.ts parses). */

const ACTOR = { label: 'npm run admin' };

export interface StormCommandContext {
  now: Date;
  timeZone: string;
  cities: readonly StormCity[];
}

const towns = (storm: Storm) => storm.cities.map((city) => city.name).join(', ');

export async function stormStart(
  db: Kysely<Database>,
  input: StormInput,
  context: StormCommandContext,
): Promise<Outcome> {
  const values = checkStormInput(input, context);
  if (!values.ok)
    return {
      code: EXIT.usage,
      err: `The storm was not started:\n${values.problems.map((p) => `  - ${p.message}`).join('\n')}`,
    };
  const started = await startStorm(db, values.value, ACTOR, context.now, context.timeZone);
  if (!started.ok) return { code: EXIT.usage, err: `The storm was not started. ${started.message}` };
  const storm = started.value;
  return {
    code: EXIT.ok,
    out: [
      `Storm "${printable(storm.name)}" (${storm.date}) is active: every page of the site shows its banner within seconds, and /storm tells its story.`,
      `Towns: ${towns(storm)}.`,
      `It ends by itself after ${storm.until} (office time); end it sooner with: npm run admin -- storm end`,
    ].join('\n'),
  };
}

export async function stormEnd(db: Kysely<Database>, now: Date): Promise<Outcome> {
  const ended = await endStorm(db, ACTOR, now);
  if (!ended) return { code: EXIT.ok, out: 'No storm is active; nothing changed.' };
  return {
    code: EXIT.ok,
    out: `Storm "${printable(ended.name)}" ended: the banner leaves every page within seconds and /storm is no longer listed.`,
  };
}

export async function stormList(db: Kysely<Database>, now: Date): Promise<Outcome> {
  const storms = await listStorms(db);
  if (storms.length === 0)
    return {
      code: EXIT.ok,
      out: 'No storms yet. Start one with: npm run admin -- storm start --name "Hail, Nov 24" --date 2026-11-24 --cities tulsa,broken-arrow',
    };
  const active = await activeStorm(db, now);
  const state = (storm: Storm) =>
    storm.id === active?.id ? 'active' : storm.endedAt && storm.endedAt < storm.expiresAt ? 'ended' : 'expired';
  const rows = storms.map((storm) => [
    String(storm.id),
    state(storm),
    storm.date,
    storm.until,
    printable(storm.name),
    storm.hail ?? '',
    storm.cities.map((city) => city.slug).join(','),
  ]);
  const header = ['ID', 'STATE', 'DATE', 'UNTIL', 'NAME', 'HAIL', 'TOWNS'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => c.padEnd(widths[i]!))
      .join('  ')
      .trimEnd();
  return {
    code: EXIT.ok,
    out: [
      line(header),
      ...rows.map(line),
      '',
      active ? `Active: "${printable(active.name)}".` : 'No storm is active.',
    ].join('\n'),
  };
}
