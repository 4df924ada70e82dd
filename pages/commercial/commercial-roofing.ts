import { definePage } from '../../blocks/page';
import { site } from '../_lib/site';
import { defineServicePage } from '../_lib/service-page';
import {
  type CaseStudy,
  caseStudies,
  caseStudyPictureNote,
  galleryLink,
  asCommercialPage,
} from '../_shared/commercial';
import { commercialFaqs } from '../_shared/faqs';

/**
 * The page a property manager or facilities buyer reads before calling: the systems we put on,
 * the warranties behind them, the maintenance plan, the paperwork, how we work around tenants,
 * and two finished jobs. The claims the owner must confirm are listed in `standIns`.
 */

const caseStudyCard = (study: CaseStudy) => ({
  title: study.title,
  meta: `${study.location} · ${study.system}`,
  image: study.image,
  points: [`Problem: ${study.problem}`, `Work: ${study.work}`, `Result: ${study.result}`],
  link: { label: study.linkLabel, href: galleryLink(study) },
});

const page = defineServicePage({
  path: '/commercial/commercial-roofing',
  label: 'Commercial Roofing',
  serviceType: 'Commercial roofing',
  seo: {
    title: `Commercial Roofing in Tulsa & Kansas City | ${site.company.mark.name}`,
    description:
      'Flat and low-slope commercial roofing: TPO, EPDM and modified bitumen installs, repairs and maintenance plans for offices, retail and churches.',
  },
  hero: {
    eyebrow: 'Commercial roofing',
    heading: 'Commercial Roofs That Keep Business Running',
    subheading:
      'Offices, retail centers, warehouses and churches across Green Country and the Kansas City metro trust us with installs, repairs and maintenance.',
  },
  cards: {
    heading: 'Commercial systems we install and repair',
    intro:
      'We take a core sample before we recommend a system, so the price covers what is really under your membrane. Lifespans are typical figures with regular upkeep.',
    items: [
      {
        title: 'TPO membranes',
        body: 'White, heat-welded seams that reflect the summer sun.',
        points: [
          'Suits retail, offices and warehouses that run their air conditioning hard',
          'Typical life: 20-30 years',
        ],
        icon: 'flat',
        link: { label: 'About TPO roofing', href: '/commercial/tpo-roofing' },
      },
      {
        title: 'EPDM rubber',
        body: 'A proven membrane in use for over 40 years with 30+ year warranties.',
        points: ['Suits churches, schools and roofs that take hail and hard freezes', 'Typical life: 25-30+ years'],
        icon: 'commercial',
        link: { label: 'About EPDM roofing', href: '/commercial/epdm-roofing' },
      },
      {
        title: 'Modified bitumen',
        body: 'Layered torch-down or cold-applied sheets, tough underfoot.',
        points: ['Suits high-traffic flat roofs with rooftop units and service visits', 'Typical life: 20-25 years'],
        icon: 'hammer',
        link: { label: 'About flat roofing', href: '/roof-types/flat-roofing' },
      },
      {
        title: 'Metal: standing seam and retrofit',
        body: 'Standing seam for sloped buildings. Retrofit framing puts new metal over an old metal or flat roof.',
        points: ['Suits warehouses, shops and buildings that want the longest life', 'Typical life: 40+ years'],
        icon: 'metal',
        link: { label: 'About metal roofing', href: '/roof-types/metal-roofing' },
      },
      {
        title: 'Roof coatings',
        body: 'Silicone or acrylic restoration over a roof that is worn but dry underneath, for less than a tear-off.',
        points: [
          'Suits sound TPO, EPDM, metal or bitumen roofs with no wet insulation',
          'Adds 10-15 years; we say so when a roof is too far gone',
        ],
        icon: 'shield',
      },
    ],
  },
  sections: [
    {
      type: 'ContentCards',
      id: 'warranties',
      tone: 'alt',
      heading: 'Commercial roof warranties',
      intro:
        'A commercial roof has one warranty from the manufacturer, NDL or material-only, and one from us. We tell you in writing which your roof gets before you sign.',
      columns: 'four',
      items: [
        {
          title: 'NDL system warranty',
          icon: 'shield',
          meta: 'From the manufacturer',
          body: 'No dollar limit: the manufacturer pays to fix leaks caused by its materials or by the installation, for the full term. Only an approved contractor can register one, and the manufacturer inspects the finished roof.',
        },
        {
          title: 'Material-only warranty',
          icon: 'check',
          meta: 'From the manufacturer',
          body: 'Covers defects in the membrane itself, often prorated, and usually not the labor to replace it. This is what most roofs get when no system warranty is registered.',
        },
        {
          title: 'Our workmanship warranty',
          icon: 'hammer',
          meta: 'From us',
          body: 'Covers how we installed the roof: flashing, seams, edges and penetrations. Your contract states its term in writing.',
        },
        {
          title: 'What keeps them valid',
          icon: 'inspection',
          meta: 'Your part',
          points: [
            'Inspections as the warranty sets, often once a year',
            'Keep the reports and repair records',
            'Only approved contractors cut or patch the membrane',
            'Report leaks in writing within the set time',
            'Ask before adding rooftop units or solar',
          ],
        },
      ],
      actions: [{ label: 'How our warranties work', href: '/warranty' }],
    },
    {
      type: 'ContentCards',
      id: 'maintenance',
      heading: 'Roof maintenance plans',
      intro:
        'One plan per building, priced after we walk the roof. Regular care finds small problems early and keeps the inspections a warranty asks for on record.',
      items: [
        {
          title: 'Spring and fall inspections',
          icon: 'inspection',
          body: 'Two visits a year: membrane, seams, flashing, penetrations, edges and rooftop units.',
        },
        {
          title: 'After-storm checks',
          icon: 'storm',
          body: 'We walk the roof after hail or high wind and tell you what, if anything, changed.',
        },
        {
          title: 'Drains and gutters cleared',
          icon: 'check',
          body: 'Drains, scuppers and gutters cleared at every visit, so water does not pond.',
        },
        {
          title: 'A written condition report',
          icon: 'shield',
          body: 'Photos of every problem, where it is and what it would cost to fix, for your files, your insurer or your board.',
        },
        {
          title: 'Small repairs done right away',
          icon: 'repair',
          body: 'Open seams and loose flashing fixed during the visit, with your approval.',
        },
        {
          title: 'Priority storm response',
          icon: 'emergency',
          body: 'Plan members go to the front of the line for tarping and leak calls after a storm.',
        },
      ],
      actions: [{ label: 'Ask for a plan quote', href: '/contact#request' }],
    },
    {
      type: 'TrustFacts',
      tone: 'alt',
      heading: 'Paperwork a facilities manager asks for',
      intro: 'Check our registrations, insurance and certifications yourself before we set foot on your roof.',
    },
    {
      type: 'ContentCards',
      heading: 'Insured, safe and out of your way',
      columns: 'four',
      items: [
        {
          title: 'Certificate of insurance',
          icon: 'shield',
          body: 'We send the certificate before work starts, and name you, your landlord or your property manager as additional insured on request.',
        },
        {
          title: 'Safety on the roof',
          icon: 'check',
          body: 'Our crews are OSHA-trained and use fall protection on every job: warning lines, guardrails or harnesses, as the roof calls for.',
        },
        {
          title: 'After-hours and weekend work',
          icon: 'clock',
          body: 'Noisy or smelly work can happen before opening, after closing or on weekends, so tenants and customers are not disturbed.',
        },
        {
          title: 'Phased tear-off',
          icon: 'commercial',
          body: 'We open only as much roof as we can close the same day, so the building stays dry and open section by section.',
        },
      ],
    },
    {
      type: 'ContentCards',
      tone: 'alt',
      eyebrow: 'Case studies',
      heading: 'Commercial roofs we finished',
      intro: caseStudyPictureNote(caseStudies),
      columns: 'two',
      items: caseStudies.map(caseStudyCard),
      actions: [{ label: 'View the gallery', href: '/gallery' }],
    },
    {
      type: 'FAQ',
      heading: 'Commercial roofing questions',
      items: [
        ...commercialFaqs,
        {
          question: 'Can you name us as additional insured?',
          answer:
            'Yes. Tell us who needs to be named (owner, landlord or management company) and we send the certificate before work starts.',
        },
        {
          question: 'Can you work on a roof another company installed?',
          answer:
            'Yes, for repairs and upkeep. If the roof carries a manufacturer warranty, we check its terms first, since some only allow approved contractors.',
        },
      ],
    },
  ],
  cta: {
    heading: 'Manage a building?',
    body: 'Ask for a roof assessment, a maintenance plan quote or a certificate of insurance.',
  },
});

export default definePage({
  ...asCommercialPage(page),
  standIns: [
    {
      kind: 'certification',
      todo: 'Name the membrane manufacturers whose approved-contractor programs let us register NDL system warranties (TPO, EPDM, modified bitumen, coatings), and add them to proof.certifications in the site file.',
    },
    {
      kind: 'certification',
      todo: 'Confirm the crews are OSHA-trained (which cards: OSHA 10 or 30), that a written fall-protection plan covers every commercial job, and that crews work after hours and phase tear-offs as the page says.',
    },
    {
      kind: 'insurance',
      todo: 'Confirm the carrier adds a customer, landlord or property manager as additional insured on request, and how soon a certificate goes out.',
    },
    {
      kind: 'figure',
      todo: 'Confirm the commercial workmanship warranty term written into contracts, and the typical lifespans given for each system.',
    },
    {
      kind: 'figure',
      todo: 'Confirm the maintenance plan as written: two inspections a year, after-storm checks, drains cleared, written photo report, small repairs on the visit, priority storm response for members.',
    },
  ],
});
