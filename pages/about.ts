import path from 'node:path';
import { ownerAlt, ownerPhoto } from '../content/stand-ins';
import { officeById } from '../schema/office';
import { credentialLine } from '../schema/site-facts';
import { site } from './_lib/site';
import { definePage } from '../blocks/page';
import { ownerZone } from './_lib/zone';

const root = path.resolve(import.meta.dirname, '..');
/** The founder's portrait, once the owner uploads it (slot photo-founder) or saves it as images/photo-founder.jpg; until then their initials. */
const founderPhoto = ownerPhoto(root, 'photo-founder');

/**
 * The part of the page the owner writes in the dashboard (/admin/pages): the story, and up to three
 * more sections of text, cards, steps or a call to action. These are the words until they publish theirs.
 */
const story = ownerZone({
  id: 'story',
  label: 'Our story',
  help: 'the company in your words, under the heading at the top',
  allow: ['RichText', 'ContentCards', 'Steps', 'CTA'],
  max: 4,
  sections: [
    {
      type: 'RichText',
      heading: 'Our story',
      paragraphs: [
        `${site.company.mark.name} started with one truck, one crew and a promise to treat every roof like it was on our own home. More than 10 years and 500+ projects later, the promise has not changed, and neither has the habit of showing every customer photos of the work.`,
        'Tulsa hail season taught us how insurance claims really work. We meet adjusters on the roof, document every bruise and make sure homeowners get what their policy promises, without pressure and without door-to-door gimmicks.',
        `In ${officeById(site, 'kansas').opened} we opened our Overland Park office to bring the same standards to Johnson County, KS and Jackson County, MO.`,
      ],
      facts: {
        heading: 'At a glance',
        items: [
          `Founded ${site.company.founded} in Tulsa`,
          '500+ roofs and repairs',
          'Licensed, bonded and insured in OK and KS',
          'Veteran owned and operated',
          '24/7 emergency service',
          'Up to 50-year manufacturer warranties',
        ],
      },
    },
  ],
});

export default definePage({
  path: '/about',
  label: 'About',
  seo: {
    title: `About ${site.company.name} | Tulsa Since ${site.company.founded}`,
    description: `A veteran-owned roofing company founded in Tulsa in ${site.company.founded}: 10+ years, 500+ projects, ${credentialLine(site).toLowerCase()}.`,
  },
  breadcrumbs: [{ label: 'Home', href: '/' }],
  zones: [story.zone],
  standIns: founderPhoto
    ? []
    : [
        {
          kind: 'photo',
          todo: `A portrait of ${site.proof.founder.name}, ideally on a roof or by the truck: upload it on the dashboard's Photos page (slot photo-founder)`,
          slot: 'photo-founder',
        },
      ],
  blocks: [
    {
      type: 'Hero',
      eyebrow: `Veteran owned since ${site.company.founded}`,
      heading: `About ${site.company.name}`,
      subheading: `Founded in Tulsa in ${site.company.founded} by an Army veteran who wanted roofing done the way he was trained: on time, by the book, and with nothing left for someone else to clean up.`,
      actions: [{ label: 'Free Inspection', href: '/contact#request' }],
      callOffice: 'primary',
      highlights: ['10+ years', '500+ projects', 'Licensed in OK & KS'],
    },
    { type: 'Breadcrumbs' },
    ...story.blocks,
    {
      type: 'Founder',
      tone: 'alt',
      eyebrow: 'Who runs it',
      heading: 'Meet the founder',
      ...(founderPhoto
        ? {
            image: {
              src: founderPhoto,
              alt: ownerAlt(founderPhoto) ?? `${site.proof.founder.name}, ${site.proof.founder.role}`,
            },
          }
        : {}),
    },
    {
      type: 'TrustFacts',
      heading: 'What you can check',
      intro: 'Registrations, insurance and certifications, each with where to look it up.',
    },
    {
      type: 'ContentCards',
      tone: 'alt',
      heading: 'What we stand for',
      columns: 'four',
      items: [
        {
          title: 'Integrity',
          body: 'Straight answers, written prices and photos of everything we find.',
          icon: 'shield',
        },
        { title: 'Discipline', body: 'Crews on time, sites kept clean, jobs finished when we said.', icon: 'clock' },
        {
          title: 'Craftsmanship',
          body: 'Installed to manufacturer spec so your warranty always holds.',
          icon: 'hammer',
        },
        { title: 'Service', body: 'We answer the phone after storms, nights and weekends included.', icon: 'phone' },
      ],
    },
    {
      type: 'CityList',
      heading: 'Where we work',
      intro: 'Twelve Oklahoma communities around Tulsa and twelve across the Kansas City metro.',
      cities: 'all',
    },
    {
      type: 'CTA',
      heading: 'Meet the crew on your roof',
      body: 'Book a free inspection and see how a veteran-owned company does it.',
      actions: [{ label: 'Contact Us', href: '/contact' }],
      callOffice: 'primary',
    },
  ],
});
