import { site } from '../_lib/site';
import type { Review } from '../../blocks/Testimonials/schema';

/**
 * Review sets, written once and shown wherever they fit. Every one is a developer's example for the
 * demo site, not a customer's words: each is marked `standIn`, `npm run launch:report` lists it, and
 * once pages/site.ts says `launched` the build refuses it. Real reviews replace them.
 */
export const generalReviews: Review[] = [
  {
    author: 'Karen M.',
    location: 'South Tulsa',
    rating: 5,
    datePublished: '2025-06-12',
    body: `After the June hail our roof looked like a golf ball. ${site.company.mark.name} documented every bruise, met our adjuster on the roof and had new shingles on in two days. The yard was cleaner than before they came.`,
    source: 'Google Reviews',
    standIn: true,
  },
  {
    author: 'Dave R.',
    location: 'Broken Arrow',
    rating: 5,
    datePublished: '2025-03-28',
    body: `Two other companies wanted to replace the whole roof. ${site.company.mark.name} found the real problem, a cracked pipe boot, fixed it for a fraction of the price and showed me photos of everything.`,
    source: 'Google Reviews',
    standIn: true,
  },
  {
    author: 'Linda and Tom S.',
    location: 'Jenks',
    rating: 5,
    datePublished: '2024-10-04',
    body: 'As a Navy family we appreciated the straight talk. Clear written estimate, crew on time every morning, and the final walk-through took as long as we wanted.',
    source: 'Google Reviews',
    standIn: true,
  },
];

export const repairReviews: Review[] = [
  {
    author: 'Marcus T.',
    location: 'Midtown Tulsa',
    rating: 5,
    datePublished: '2025-08-19',
    body: 'Leak over the kitchen during a Sunday storm. They tarped it that night and came back Tuesday to replace the flashing around the chimney. Dry ever since.',
    source: 'Google Reviews',
    standIn: true,
  },
];

export const replacementReviews: Review[] = [
  {
    author: 'Angela P.',
    location: 'Bixby',
    rating: 5,
    datePublished: '2025-05-02',
    body: `Our 24-year-old roof was curling everywhere. ${site.company.mark.name} walked us through shingle and metal options, the financing was simple, and the new roof went on in three days.`,
    source: 'Google Reviews',
    standIn: true,
  },
];

export const tulsaReviews: Review[] = [
  {
    author: 'James W.',
    location: 'Brookside, Tulsa',
    rating: 5,
    datePublished: '2025-07-21',
    body: 'They matched the slate-look shingles on our 1940s house so well the neighbors asked if we had replaced anything at all. Honest crew, fair price.',
    source: 'Google Reviews',
    standIn: true,
  },
  {
    author: 'Priya N.',
    location: 'East Tulsa',
    rating: 5,
    datePublished: '2025-04-15',
    body: 'Free inspection, no pressure. They told me the roof had five more good years and fixed two loose vents for almost nothing. I will call them when it is time.',
    source: 'Google Reviews',
    standIn: true,
  },
];
