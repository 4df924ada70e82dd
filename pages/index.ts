import { businessDaysText, credentialLine, dayRangeText } from '../schema/site-facts';
import path from 'node:path';
import { currentStandIns, ownerAlt, photoOrDrawing, projectDrawing } from '../content/stand-ins';
import { localBusiness } from '../schema/jsonld';
import { definePage } from '../blocks/page';
import { generalFaqs } from './_shared/faqs';
import { generalReviews } from './_shared/reviews';
import { site } from './_lib/site';
import { financingExampleShort } from './_shared/financing-example';

const root = path.resolve(import.meta.dirname, '..');
const standIns = currentStandIns(root);
/** The owner's photo of a gallery job once it is in images/, until then its drawing. */
const homeHero = photoOrDrawing(root, 'hero-tulsa-home', 'hero-home.svg');
const projectPicture = (id: string) => photoOrDrawing(root, id, projectDrawing(id));
const projectPictures = ['hail-reroof-south-tulsa', 'metal-broken-arrow', 'historic-jenks'].map(projectPicture);
/** A drawing's alt says it is one, as the gallery's do. */
const projectAlt = (src: string, alt: string) =>
  ownerAlt(src) ?? (standIns.has(src) ? `Illustration: ${alt.charAt(0).toLowerCase()}${alt.slice(1)}` : alt);

export default definePage({
  path: '/',
  seo: {
    title: `Tulsa Roofing Contractor | ${site.company.name}`,
    description: `Veteran-owned Tulsa roofing contractor since ${site.company.founded}: roof repair, replacement and storm damage, free inspections and help with every insurance claim.`,
  },
  blocks: [
    {
      type: 'Hero',
      size: 'large',
      eyebrow: `Veteran owned · Serving Tulsa since ${site.company.founded}`,
      heading: 'Roofing in Tulsa, Done Right',
      subheading: `Repairs, full replacements and hail claims handled by a local, veteran-owned crew. ${credentialLine(site)}, with 24/7 emergency service.`,
      actions: [{ label: 'Free Inspection', href: '/contact' }],
      callOffice: 'primary',
      highlights: ['Free inspections', 'Works with all insurance companies', 'Up to 50-year warranties'],
      proof: true,
      image: { src: homeHero, alt: ownerAlt(homeHero) ?? '' },
    },
    {
      type: 'ServiceCards',
      eyebrow: 'What we do',
      heading: 'Roofing services for Tulsa homes',
      items: [
        {
          title: 'Roof Replacement',
          body: `Tear-off to deck and a new roof, usually in ${dayRangeText(site.turnaround.replacementDays)}.`,
          link: { href: '/services/roof-replacement' },
          icon: 'replacement',
        },
        {
          title: 'Roof Repair',
          body: 'Leaks traced to the source and fixed, with photos.',
          link: { href: '/services/roof-repair' },
          icon: 'repair',
        },
        {
          title: 'Storm Damage',
          body: 'Hail and wind damage documented for your claim.',
          link: { href: '/services/storm-damage' },
          icon: 'storm',
        },
        {
          title: 'Roof Inspection',
          body: 'A free inspection and photo report you keep.',
          link: { href: '/services/roof-inspection' },
          icon: 'inspection',
        },
        {
          title: 'Metal Roofing',
          body: 'Standing-seam steel with a 50+ year lifespan.',
          link: { href: '/roof-types/metal-roofing' },
          icon: 'metal',
        },
      ],
    },
    {
      type: 'Testimonials',
      tone: 'alt',
      eyebrow: 'Reviews',
      heading: 'What Tulsa homeowners say',
      items: generalReviews,
    },
    {
      type: 'ContentCards',
      eyebrow: 'Recent projects',
      heading: 'Roofs we finished this season',
      // Said while the project pictures are stand-ins, so nobody takes a drawing for the job itself.
      intro: projectPictures.some((file) => standIns.has(file))
        ? 'The pictures are illustrations until the photos of these jobs are up.'
        : undefined,
      items: [
        {
          title: 'Hail claim re-roof',
          meta: 'South Tulsa, OK',
          body: 'Impact-rated architectural shingles, approved in full by the insurer.',
          image: {
            src: projectPictures[0]!,
            alt: projectAlt(projectPictures[0]!, 'Single-storey home with a new charcoal architectural shingle roof'),
          },
          link: { label: 'See the hail claim', href: '/gallery#project-hail-reroof-south-tulsa' },
        },
        {
          title: 'Standing-seam metal',
          meta: 'Broken Arrow, OK',
          body: 'Charcoal steel replacing 25-year-old shingles.',
          image: {
            src: projectPictures[1]!,
            alt: projectAlt(projectPictures[1]!, 'Grey ranch home with a charcoal standing-seam metal roof'),
          },
          link: { label: 'See the metal roof', href: '/gallery#project-metal-broken-arrow' },
        },
        {
          title: 'Historic home restoration',
          meta: 'Jenks, OK',
          body: 'Slate-look shingles on a 1920s bungalow.',
          image: {
            src: projectPictures[2]!,
            alt: projectAlt(projectPictures[2]!, 'Steep white home with slate-look shingles and a brick chimney'),
          },
          link: { label: 'See the restoration', href: '/gallery#project-historic-jenks' },
        },
      ],
      actions: [{ label: 'View the gallery', href: '/gallery' }],
    },
    {
      type: 'Steps',
      tone: 'brand',
      eyebrow: 'Insurance claims',
      heading: 'We Meet Your Adjuster',
      intro: 'Hail claims go smoother with a roofer on the roof. Here is how it works.',
      items: [
        { title: 'Free inspection', body: 'We document every bruise, crease and dent with photos.' },
        { title: 'File your claim', body: 'You call your insurer; we give you the report to back it up.' },
        { title: 'Meet the adjuster', body: 'We walk the roof with the adjuster so nothing is missed.' },
        { title: 'Get it fixed', body: 'Approved work is scheduled fast and finished in days.' },
      ],
      actions: [{ label: 'Have Storm Damage?', href: '/have-storm-damage' }],
    },
    {
      type: 'CTA',
      variant: 'banner',
      heading: 'New roof, monthly payments as low as $99',
      // The same offer as the financing page's "$99 down", with its example's terms.
      body: `Pre-qualify in seconds with no effect on your credit score. ${financingExampleShort}`,
      actions: [{ label: 'See Financing', href: '/financing' }],
    },
    {
      type: 'CityList',
      heading: 'Proudly serving Green Country and Kansas City',
      layout: 'inline',
      cities: [
        'tulsa',
        'broken-arrow',
        'jenks',
        'bixby',
        'sand-springs',
        'claremore',
        'sapulpa',
        'muskogee',
        'tahlequah',
        'okmulgee',
        'overland-park',
        'olathe',
        'kansas-city',
        'leawood',
        'shawnee',
      ],
    },
    {
      type: 'MapEmbed',
      tone: 'alt',
      heading: 'Visit our Tulsa office',
      title: `Map of the ${site.company.mark.name} Tulsa office`,
      center: { office: 'tulsa' },
      zoom: 13,
      office: 'tulsa',
    },
    { type: 'FAQ', heading: 'Frequently asked questions', items: generalFaqs },
    // The closing call to action is the request form itself, so a visitor can ask right here.
    {
      type: 'ContactForm',
      id: 'free-inspection',
      variant: 'compact',
      eyebrow: 'Free inspection',
      heading: 'Free hail inspection',
      intro: `Think the last storm got your roof? We will check it for free and tell you honestly. Leave your details and we call you back within ${businessDaysText(site.turnaround.replyBusinessDays)}.`,
      callOffice: 'primary',
    },
    { type: 'JsonLd', data: [localBusiness(site)] },
  ],
});
