import { defineCity } from '../_lib/city';

export default defineCity({
  slug: 'bixby',
  name: 'Bixby',
  state: 'OK',
  county: 'Tulsa County',
  coordinates: { lat: 36.0084, lng: -95.889 },
  map: { zoom: 13 },
  seo: {
    title: 'Bixby Roofing Contractor',
    description:
      'Roof repair, replacement and hail damage help in Bixby, OK. Veteran-owned, free inspections, serving Tulsa County.',
    keywords: ['Bixby roofing', 'Bixby roofer', 'roof repair Bixby OK', 'hail damage Bixby', 'roof replacement Bixby'],
    socialTitle: 'Bixby roofing by a veteran-owned crew',
    socialDescription: 'Free roof inspections and honest storm claim help in Bixby, Oklahoma.',
  },
  heading: 'Roofing in Bixby, Oklahoma',
  intro:
    'Bixby is one of the fastest-growing towns in Tulsa County, full of new construction and family neighborhoods south of the river.',
  sellingPoints: [
    {
      title: 'New-construction experience',
      body: 'We roof new homes for Bixby builders and fix builder-grade roofs when the warranty runs out.',
    },
    {
      title: 'Family-friendly job sites',
      body: 'Magnetic nail sweeps daily and tidy driveways, because kids and pets live here.',
    },
    { title: 'HOA approvals handled', body: 'We know the HOA rules in Bixby subdivisions and prepare the paperwork.' },
  ],
  localStory: [
    'Bixby has grown quickly, and many homes have builder-grade shingles that age faster than owners expect. We check nail placement and ventilation that new builds often get wrong.',
    'Storms that cross the Arkansas River south of Tulsa regularly reach Bixby, so impact-rated shingles are a popular upgrade here.',
  ],
  faqs: [
    {
      question: 'Do you roof new construction in Bixby?',
      answer: 'Yes. We work with builders on new homes and inspect new roofs before the builder warranty ends.',
    },
    {
      question: 'Is a re-roof safe for kids and pets in a Bixby family neighborhood?',
      answer:
        'Yes. We fence off drop zones, sweep for nails with magnets every evening and keep driveways and sidewalks clear while children are home.',
    },
    {
      question: 'Which roofing materials work best in Bixby?',
      answer: 'Impact-rated architectural shingles are the most popular; metal is growing for long-term owners.',
    },
    {
      question: 'Can you help with my Bixby HOA rules?',
      answer:
        'Yes. We submit colors and materials for HOA approval and follow the neighborhood rules on work hours and parking.',
    },
  ],
});
