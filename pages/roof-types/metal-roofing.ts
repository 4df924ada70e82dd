import { site } from '../_lib/site';
import { defineServicePage } from '../_lib/service-page';

export default defineServicePage({
  path: '/roof-types/metal-roofing',
  label: 'Metal Roofing',
  serviceType: 'Metal roofing installation',
  seo: {
    title: `Metal Roofing in Tulsa & Kansas City | ${site.company.shortName}`,
    description:
      'Standing-seam and exposed-fastener metal roofs with a 50+ year lifespan and reflective coatings that cut cooling costs up to 40%.',
  },
  hero: {
    eyebrow: 'Roof types · Metal',
    heading: 'Metal Roofing: The Last Roof You Buy',
    subheading:
      'Steel panels with a 50+ year lifespan, Class 4 hail ratings and reflective finishes that keep attics cooler through Plains summers.',
  },
  cards: {
    heading: 'Why homeowners switch to metal',
    items: [
      {
        title: '50+ year lifespan',
        body: 'Two to three times the life of asphalt shingles, with 50+ year warranties.',
        icon: 'clock',
      },
      { title: 'Energy savings', body: 'Reflective coatings cut cooling costs by up to 40%.', icon: 'dollar' },
      {
        title: 'Storm tough',
        body: 'Interlocking panels shed wind and resist hail that shreds shingles.',
        icon: 'storm',
      },
    ],
  },
  cta: {
    heading: 'Thinking about metal?',
    body: 'We bring color samples and price standing seam and exposed fastener side by side.',
  },
});
