/**
 * Made-up city pages for the benchmarks that grow the site (`bench:scale`, `bench:publish`): each
 * with words of its own, distinct enough to pass the doorway check.
 */

/** A deterministic stream of numbers in [0, 1) per seed (mulberry32). */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const SYLLABLES = ['ar', 'bel', 'cor', 'dan', 'el', 'fen', 'gar', 'hol', 'is', 'jor', 'kel', 'lan', 'mor', 'nor'];
const MORE = ['ov', 'pra', 'quin', 'ros', 'sel', 'tam', 'ul', 'ver', 'wil', 'yar', 'zen', 'ash', 'bri', 'cal'];
const ALL = [...SYLLABLES, ...MORE];

/** A made-up word: its own for each city, so no two pages share their phrases. */
function word(next: () => number, syllables = 2 + Math.floor(next() * 2)): string {
  return Array.from({ length: syllables }, () => ALL[Math.floor(next() * ALL.length)]).join('');
}
const sentence = (next: () => number, words: number) => {
  const text = Array.from({ length: words }, () => word(next)).join(' ');
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
};

/** One generated city page (pages/locations/bench-<index>.ts), near the Tulsa office so it lies inside the service radius. */
export function benchCityFile(index: number): string {
  const next = random(index + 1);
  const name = `${word(next, 3).replace(/^./, (c) => c.toUpperCase())} ${index}`;
  const slug = `bench-${index}`;
  const lat = 36.06 + (next() - 0.5) * 0.4;
  const lng = -95.92 + (next() - 0.5) * 0.4;
  const point = () => ({ title: sentence(next, 3).slice(0, -1), body: sentence(next, 12) });
  const faq = () => ({ question: `${sentence(next, 6).slice(0, -1)}?`, answer: sentence(next, 16) });
  const city = {
    slug,
    name,
    state: 'OK',
    county: 'Tulsa County',
    coordinates: { lat: Number(lat.toFixed(4)), lng: Number(lng.toFixed(4)) },
    map: { zoom: 12 },
    seo: {
      title: `${name} Roofing Contractor`,
      description: `Roof repair, replacement and hail damage help in ${name}, OK. Veteran-owned, free inspections, serving Tulsa County.`,
      keywords: [`${name} roofing`, `${name} roofer`],
      socialTitle: `${name} roofing by a veteran-owned crew`,
      socialDescription: `Free roof inspections and honest storm claim help in ${name}, Oklahoma.`,
    },
    heading: `Roofing in ${name}, Oklahoma`,
    intro: sentence(next, 18),
    sellingPoints: [point(), point(), point()],
    localStory: [sentence(next, 30), sentence(next, 30)],
    faqs: [faq(), faq(), faq()],
  };
  return `import { defineCity } from '../_lib/city';\n\nexport default defineCity(${JSON.stringify(city, null, 2)});\n`;
}
