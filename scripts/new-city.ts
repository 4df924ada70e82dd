import { execFileSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import process from 'node:process';
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { newCitySchema } from '../pages/_lib/city-schema';
import { loadSiteOrExit } from '../content/site-file';
import { parseForAuthor } from '../content/errors';

/** The site file, checked like content: a mistake in it prints its problem list and exits. */
const site = await loadSiteOrExit();

/**
 * `npm run new:city -- --slug owasso --name Owasso --state OK --county "Tulsa County" --lat 36.2695 --lng -95.8547`
 * Writes pages/locations/<slug>.ts from the city helper with every field an author must write
 * marked TODO; `npm run validate` refuses the page until each is done. Missing flags are asked for.
 */
// Longitudes here are negative; let `--lng -95.85` mean what it says.
const args = process.argv
  .slice(2)
  .flatMap((arg, i, all) =>
    /^-\d/.test(arg) && /^--(lat|lng)$/.test(all[i - 1] ?? '')
      ? []
      : /^--(lat|lng)$/.test(arg) && /^-\d/.test(all[i + 1] ?? '')
        ? [`${arg}=${all[i + 1]}`]
        : [arg],
  );
const { values } = parseArgs({
  args,
  options: {
    slug: { type: 'string' },
    name: { type: 'string' },
    state: { type: 'string' },
    county: { type: 'string' },
    lat: { type: 'string' },
    lng: { type: 'string' },
    help: { type: 'boolean' },
  },
});

if (values.help) {
  console.log(
    `Usage: npm run new:city -- --slug <slug> --name <Name> --state ${Object.keys(site.states).join('|')} --county "<County>" --lat <lat> --lng <lng>`,
  );
  process.exit(0);
}

const questions: Record<string, string> = {
  name: 'City name (e.g. Owasso): ',
  slug: 'URL slug (e.g. owasso): ',
  state: `State (${Object.keys(site.states).join(', ')}): `,
  county: 'County (e.g. Tulsa County, or Johnson County, KS): ',
  lat: 'Latitude of the city centre (e.g. 36.2695): ',
  lng: 'Longitude of the city centre (e.g. -95.8547): ',
};

const answers: Record<string, string | undefined> = { ...values } as Record<string, string | undefined>;
const missing = Object.keys(questions).filter((key) => !answers[key]);
if (missing.length) {
  if (!process.stdin.isTTY) {
    console.error(
      `Missing ${missing.map((m) => `--${m}`).join(', ')}. Pass them as flags, or run in a terminal to be asked.`,
    );
    process.exit(2);
  }
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  for (const key of missing) {
    if (key === 'slug' && answers.name) {
      const suggested = answers.name
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '');
      answers.slug = (await rl.question(`URL slug [${suggested}]: `)).trim() || suggested;
    } else answers[key] = (await rl.question(questions[key]!)).trim();
  }
  rl.close();
}

const name = answers.name?.trim() ?? '';
const state = answers.state?.trim().toUpperCase() ?? '';
const slug = answers.slug?.trim() ?? '';
// An empty answer is no number; Number('') would read it as 0.
const number = (value: string | undefined) => (value?.trim() ? Number(value) : Number.NaN);
const facts = parseForAuthor(newCitySchema, {
  slug,
  name,
  state,
  county: answers.county?.trim(),
  coordinates: { lat: number(answers.lat), lng: number(answers.lng) },
});
// The city file's own schema judges the answers; each message names the flag that gave the field.
const errors = facts.success
  ? []
  : facts.issues.map((issue) => {
      const [field, part] = issue.path.map(String);
      const flag = field === 'coordinates' ? (part ? `--${part}` : '--lat/--lng') : `--${field}`;
      return `${flag}: ${issue.message}`;
    });
const file = path.join(process.cwd(), 'pages/locations', `${slug}.ts`);
if (slug && existsSync(file)) errors.push(`pages/locations/${slug}.ts already exists; edit it instead`);
if (!facts.success || errors.length) {
  console.error(['Could not create the city page:', ...errors.map((e) => `  ✗ ${e}`)].join('\n'));
  process.exit(1);
}

const { lat, lng } = facts.data.coordinates;
// newCitySchema has made sure the site file serves the state.
const stateName = site.states[facts.data.state]?.name ?? state;
const q = (s: string) => JSON.stringify(s);
const todo = (what: string) => q(`TODO: ${what}`);

const source = `import { defineCity } from '../_lib/city';

// Every TODO below must be replaced with text true of ${name}: \`npm run validate\` refuses the page
// while any is left, and refuses near-copies of other city pages.
export default defineCity({
  slug: ${q(slug)},
  name: ${q(name)},
  state: ${q(state)},
  county: ${q(facts.data.county)},
  coordinates: { lat: ${lat.toFixed(4)}, lng: ${lng.toFixed(4)} },
  map: { zoom: 12 }, // a town's size decides its zoom, not its state: 12 frames a suburb, 13 a small town
  seo: {
    title: ${q(`${name} Roofing Contractor`)},
    description: ${todo(`50-160 characters on roofing in ${name}`)},
    keywords: [${q(`${name} roofing`)}, ${q(`${name} roofer`)}, ${q(`roof repair ${name} ${state}`)}],
    socialTitle: ${todo('a short title for social shares')},
    socialDescription: ${todo('one sentence for social shares')},
  },
  heading: ${q(`Roofing in ${name}, ${stateName}`)},
  intro: ${todo(`who we serve in ${name} and its county`)},
  sellingPoints: [
    { title: ${todo('first local reason')}, body: ${todo('why it is true here')} },
    { title: ${todo('second local reason')}, body: ${todo('why it is true here')} },
    { title: ${todo('third local reason')}, body: ${todo('why it is true here')} },
  ],
  localStory: [${todo(`a paragraph on ${name}'s homes, weather and neighborhoods`)}],
  faqs: [{ question: ${todo('a question people here ask')}, answer: ${todo('its answer')} }],
});
`;
// Written with JSON quotes; Biome's formatter gives it the codebase's style (single quotes, wrapped lines).
const repoRoot = path.resolve(import.meta.dirname, '..');
const formatted = execFileSync(
  path.join(repoRoot, 'node_modules/.bin/biome'),
  ['format', `--stdin-file-path=pages/locations/${slug}.ts`],
  { cwd: repoRoot, input: source, encoding: 'utf8' },
);
writeFileSync(file, formatted);
console.log(`Wrote pages/locations/${slug}.ts. Replace each TODO, then run \`npm run validate\`.`);
