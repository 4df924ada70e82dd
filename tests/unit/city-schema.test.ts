import { describe, expect, it } from 'vitest';
import { defineCity } from '../../pages/_lib/city';
import type { CityInput } from '../../pages/_lib/city-schema';
import jenks from '../../pages/locations/jenks';
import { AuthorInputError } from '../../schema/author-input';

/** A valid city as an author writes it. */
const city = (): CityInput => ({
  slug: 'glenpool',
  name: 'Glenpool',
  state: 'OK',
  county: 'Tulsa County',
  coordinates: { lat: 35.9554, lng: -96.0089 },
  map: { zoom: 13 },
  seo: {
    title: 'Glenpool Roofing Contractor | Ridgeline Roofing',
    description: 'Roof repair, replacement and hail damage help in Glenpool, OK, from a veteran-owned Tulsa roofer.',
    keywords: ['Glenpool roofing'],
    socialTitle: 'Glenpool roofing',
    socialDescription: 'Free roof inspections in Glenpool.',
  },
  heading: 'Roofing in Glenpool, Oklahoma',
  intro: 'We roof homes across Glenpool.',
  sellingPoints: [
    { title: 'Close by', body: 'Our crews are twenty minutes away.' },
    { title: 'Storm help', body: 'We document hail for your insurer.' },
    { title: 'Local', body: 'We know the permit office.' },
  ],
  localStory: ['Glenpool grew fast after 2000.'],
  faqs: [{ question: 'Is the inspection free?', answer: 'Yes.' }],
});

function authorIssues(input: unknown): { path: string; message: string }[] {
  try {
    defineCity(input as CityInput);
  } catch (error) {
    expect(error).toBeInstanceOf(AuthorInputError);
    return (error as AuthorInputError).issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
  }
  throw new Error('defineCity accepted the input');
}

describe('defineCity checks what the author wrote', () => {
  it('builds the page from a valid city, with the map on the city and the pin given once', () => {
    const page = defineCity(city());
    expect(page.city?.coordinates).toEqual({ lat: 35.9554, lng: -96.0089 });
    expect(page.blocks.find((block) => block.type === 'MapEmbed')).toMatchObject({ center: 'city', zoom: 13 });
  });

  it("names the author's fields, not the generated page's", () => {
    const input = city();
    input.faqs[0]!.answer = '  ';
    input.sellingPoints[1].body = 'TODO: why';
    input.localStory = [];
    expect(authorIssues(input)).toEqual([
      { path: 'sellingPoints.1.body', message: 'still says TODO: write the real text here' },
      { path: 'localStory', message: 'needs at least one paragraph' },
      { path: 'faqs.0.answer', message: 'must not be empty' },
    ]);
  });

  it('refuses a pin outside the state and a map on an office the site file does not have', () => {
    const input = city();
    input.state = 'KS';
    input.map.onOffice = 'wichita';
    expect(authorIssues(input)).toEqual([
      { path: 'map.onOffice', message: expect.stringMatching(/^must be an office of pages\/site\.ts: /) },
      { path: 'coordinates', message: '35.9554, -96.0089 is outside KS: check the latitude and longitude' },
    ]);
  });

  it('centres a map on an office when the city asks for it', () => {
    const input = city();
    input.map.onOffice = 'tulsa';
    expect(defineCity(input).blocks.find((block) => block.type === 'MapEmbed')).toMatchObject({
      center: { office: 'tulsa' },
      office: 'tulsa',
    });
    expect(jenks.city?.slug).toBe('jenks');
  });
});
