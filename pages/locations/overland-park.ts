import { site } from '../_lib/site';
import { defineCity } from '../_lib/city';

export default defineCity({
  slug: 'overland-park',
  name: 'Overland Park',
  state: 'KS',
  county: 'Johnson County, KS',
  coordinates: { lat: 38.9822, lng: -94.6708 },
  map: { zoom: 12, onOffice: 'kansas' },
  theme: 'overland-park',
  eyebrow: 'Now Serving Kansas',
  seo: {
    title: 'Overland Park Roofing Contractor',
    description:
      'Roof repair, replacement and hail damage help in Overland Park, KS. Veteran-owned, free inspections, serving Johnson County, KS.',
    keywords: [
      'Overland Park roofing',
      'Overland Park roofer',
      'roof repair Overland Park KS',
      'hail damage Overland Park',
      'roof replacement Overland Park',
    ],
    socialTitle: 'Overland Park roofing by a veteran-owned crew',
    socialDescription: 'Free roof inspections and honest storm claim help in Overland Park, Kansas.',
  },
  heading: 'Roofing in Overland Park, Kansas',
  intro: `Our Kansas office is on West 110th Street in Overland Park. We are newly expanding into Johnson County with the same veteran-owned standards Tulsa has known since ${site.company.founded}.`,
  sellingPoints: [
    {
      title: 'A local Kansas office',
      body: 'Our office at 7300 W 110th St puts a crew minutes from any Overland Park home.',
    },
    {
      title: 'Licensed in Kansas',
      body: 'Licensed, bonded and insured in Kansas, with Overland Park permits handled for you.',
    },
    {
      title: 'Kansas City hail know-how',
      body: 'Johnson County sees regular spring hail; we bring a decade of hail-claim experience.',
    },
  ],
  localStory: [
    'Overland Park is our new home base in Kansas. Neighborhoods here range from 1960s ranches in the north to large newer homes in the south, and each ages differently.',
    'Spring hail across Johnson County means many roofs carry unreported damage. Our free inspections give you a clear, photo-backed answer.',
  ],
  faqs: [
    {
      question: 'Are you really local to Overland Park?',
      answer: 'Yes, our Kansas office is at 7300 W 110th St in Overland Park.',
    },
    {
      question: 'Do you pull Overland Park roofing permits?',
      answer: 'Yes, we handle the city permit and inspection.',
    },
  ],
});
