import { site } from './_lib/site';
import { definePage } from '../blocks/page';

export default definePage({
  path: '/service-areas',
  label: 'Service Areas',
  seo: {
    title: `Service Areas: Tulsa Area & Kansas City Metro | ${site.company.mark.name}`,
    description: `${site.company.name} serves 12 Oklahoma cities around Tulsa and 12 across the Kansas City metro in Johnson County, KS and Jackson County, MO.`,
  },
  breadcrumbs: [{ label: 'Home', href: '/' }],
  blocks: [
    {
      type: 'Hero',
      eyebrow: Object.values(site.states)
        .map((state) => state?.name)
        .join(' · '),
      heading: 'Our Service Areas',
      subheading: `Crews from our Tulsa office cover Green Country within about ${site.company.serviceRadiusMiles} miles, and farther towns such as Tahlequah on scheduled crew days; our Overland Park office serves Johnson County, KS and Jackson County, MO.`,
      actions: [{ label: 'Free Inspection', href: '/contact#request' }],
    },
    { type: 'Breadcrumbs' },
    {
      type: 'CityList',
      heading: 'Find your city',
      intro: 'Choose your city for local roofing details, the office that serves it and a map.',
      cities: 'all',
    },
    {
      type: 'CTA',
      heading: 'Don’t see your town?',
      body: `If you are within about ${site.company.serviceRadiusMiles} miles of one of our offices, we can usually help. Call and ask.`,
      actions: [{ label: 'Contact Us', href: '/contact' }],
      callOffice: 'primary',
    },
  ],
});
