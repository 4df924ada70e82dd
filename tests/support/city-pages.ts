import type { CityPageInput } from '../../schema/owner-content/city-pages';

/** A city the owner adds, in words of its own: it passes every rule a developer's city file does. */
export const glenpool: CityPageInput = {
  slug: 'glenpool',
  name: 'Glenpool',
  state: 'OK',
  county: 'Tulsa County',
  coordinates: { lat: 35.9554, lng: -96.0086 },
  map: { zoom: 13 },
  seo: {
    title: 'Glenpool Roofing Contractor',
    description:
      'Roof repair, replacement and storm claim help for Glenpool homes. Veteran-owned, free inspections, a short drive from Tulsa.',
    keywords: ['Glenpool roofing', 'Glenpool roofer', 'roof repair Glenpool OK'],
    socialTitle: 'Glenpool roofs by a veteran-owned crew',
    socialDescription: 'Free inspections and straight answers for Glenpool homeowners after a storm.',
  },
  heading: 'Roofing in Glenpool, Oklahoma',
  intro:
    'Glenpool grew from an oil boom town into a family suburb, and its newer subdivisions are now due their first new roofs.',
  sellingPoints: [
    {
      title: 'First re-roofs done right',
      body: 'Many Glenpool homes built in the 2000s are on their original shingles; we replace decking only where it has failed.',
    },
    {
      title: 'Hail season partners',
      body: 'Spring hail tracks along Highway 75 every year; we photograph every bruise before your adjuster arrives.',
    },
    {
      title: 'Close to the crew',
      body: 'Our Tulsa yard is twenty minutes up the highway, so repairs and tarps happen the same day.',
    },
  ],
  localStory: [
    'The oil field that named the town is long capped, and Glenpool today is cul-de-sacs of brick ranches with hip roofs and builder-grade shingles reaching the end of their lives.',
    'Wind off the open fields west of town lifts tabs along ridge lines, so we seal starter courses and use six nails a shingle on every Glenpool job.',
  ],
  faqs: [
    {
      question: 'Do Glenpool subdivisions have HOA roofing rules?',
      answer:
        'Several do, mostly about shingle colour; we bring samples your HOA has approved before and file the request with you.',
    },
  ],
};
