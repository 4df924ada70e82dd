import { defineCity } from '../_lib/city';

export default defineCity({
  slug: 'jenks',
  name: 'Jenks',
  state: 'OK',
  county: 'Tulsa County',
  coordinates: { lat: 36.0221, lng: -95.9685 },
  map: { zoom: 13 },
  seo: {
    title: 'Jenks Roofing Contractor',
    description:
      'Roof repair, replacement and hail damage help in Jenks, OK. Veteran-owned, free inspections, serving Tulsa County.',
    keywords: ['Jenks roofing', 'Jenks roofer', 'roof repair Jenks OK', 'hail damage Jenks', 'roof replacement Jenks'],
    socialTitle: 'Jenks roofing by a veteran-owned crew',
    socialDescription: 'Free roof inspections and honest storm claim help in Jenks, Oklahoma.',
  },
  heading: 'Roofing in Jenks, Oklahoma',
  intro:
    'We have roofed in Jenks since 2013, from the historic homes near Main Street to the riverside neighborhoods along the Arkansas.',
  sellingPoints: [
    {
      title: 'Serving Jenks since 2013',
      body: 'More than a decade of Jenks roofs means we know the neighborhoods, the inspectors and the weather.',
    },
    {
      title: 'Historic-home care',
      body: 'Antique-district homes get matched materials and hand-fitted flashing that respects the original look.',
    },
    {
      title: 'River-weather ready',
      body: 'Storms that build over the Arkansas River hit Jenks first; we install to high-wind specs.',
    },
  ],
  localStory: [
    'Jenks mixes century-old homes near the antique district with newer builds along the river. Those older roofs often hide several layers and tired decking, so we always open them up properly.',
    'Humidity and storms coming off the Arkansas River mean ventilation and underlayment matter as much as the shingles on top.',
  ],
  faqs: [
    {
      question: 'Can you work on historic homes in Jenks?',
      answer:
        'Yes. We match profiles and colors on older homes near Main Street and repair original decking rather than hide it.',
    },
    {
      question: 'Does river weather affect roofs in Jenks?',
      answer:
        'Yes. Moist air and storms off the Arkansas River stress underlayment and flashing, so we use high-wind and moisture-resistant details.',
    },
    {
      question: 'Will you help with my insurance claim in Jenks?',
      answer: 'We document damage with photos, meet your adjuster on the roof and work with every insurance company.',
    },
    {
      question: 'How is roofing in Jenks different from Tulsa?',
      answer:
        'Jenks has more riverside exposure and older downtown homes, and its own permit office; we handle the local paperwork.',
    },
  ],
});
