import { definePage } from '../../blocks/page';
import { site } from '../_lib/site';
import { defineServicePage } from '../_lib/service-page';
import { caseStudyText, epdmChurchOverlandPark, asCommercialPage } from '../_shared/commercial';

const page = defineServicePage({
  path: '/commercial/epdm-roofing',
  label: 'EPDM Roofing',
  serviceType: 'EPDM roofing installation',
  seo: {
    title: `EPDM Rubber Roofing for Commercial Buildings | ${site.company.mark.name}`,
    description:
      'EPDM rubber roofing installed and repaired in Tulsa and Kansas City: in use for over 40 years, 30+ year warranties, tough against hail and freeze-thaw.',
  },
  hero: {
    eyebrow: 'Commercial · EPDM',
    heading: 'EPDM Rubber Roofing Built to Last Decades',
    subheading: 'EPDM has been in use for over 40 years and stays flexible through hail, summer heat and hard freezes.',
  },
  cards: {
    heading: 'What EPDM does well',
    items: [
      {
        title: '30+ year warranties',
        body: 'Thick membranes carry warranties of 30 years and more.',
        icon: 'shield',
      },
      { title: 'Hail resistance', body: 'Rubber absorbs impacts that crack harder materials.', icon: 'storm' },
      {
        title: 'Easy repairs',
        body: 'Patches bond cleanly to aged EPDM, keeping lifetime costs low.',
        icon: 'repair',
      },
    ],
  },
  sections: [
    {
      type: 'RichText',
      tone: 'alt',
      eyebrow: 'Case study',
      heading: 'A new EPDM roof for an Overland Park fellowship hall',
      ...caseStudyText(epdmChurchOverlandPark),
    },
    {
      type: 'ContentCards',
      heading: 'EPDM warranties and upkeep',
      columns: 'two',
      items: [
        {
          title: 'Manufacturer warranties',
          icon: 'shield',
          body: 'Thicker EPDM (60 or 90 mil) carries the longest terms. An NDL system warranty covers materials and installation with no dollar limit, and needs an approved contractor.',
          link: { label: 'Commercial warranties, compared', href: '/commercial/commercial-roofing#warranties' },
        },
        {
          title: 'Spring and fall care',
          icon: 'inspection',
          body: 'Seam tape, flashing and drains are where EPDM roofs leak first. Our plan checks them twice a year and after storms, with a written photo report.',
          link: { label: 'See the maintenance plan', href: '/commercial/commercial-roofing#maintenance' },
        },
      ],
    },
  ],
  cta: {
    heading: 'Is EPDM right for your roof?',
    body: 'Book a free assessment and compare EPDM and TPO side by side.',
  },
});

export default definePage({
  ...asCommercialPage(page),
  standIns: [
    {
      kind: 'figure',
      todo: 'Confirm the EPDM membrane thicknesses we install (60 and 90 mil) and which lines we can register as NDL system warranties.',
    },
  ],
});
