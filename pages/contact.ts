import { businessDaysText } from '../schema/site-facts';
import type { BlockInput } from '../blocks/catalog';
import { localBusiness } from '../schema/jsonld';
import { definePage } from '../blocks/page';
import { telHref } from '../shared/phone';
import { site } from './_lib/site';

/**
 * How the page takes requests, as the site file says: by default the site's own form beside the
 * call/email panel; in `embed` mode the office cards and the third-party widget.
 */
const requestBlocks: BlockInput[] =
  site.contactForm.mode === 'form'
    ? [
        {
          type: 'ContactForm',
          eyebrow: 'Free inspection request',
          heading: 'Tell us about your roof',
          intro: `Leave your details and we will call you back within ${businessDaysText(site.turnaround.replyBusinessDays)} to set up your free inspection.`,
        },
      ]
    : [
        {
          type: 'ContentCards',
          heading: 'Call or email the office nearest you',
          columns: 'three',
          items: [
            ...site.offices.map((office) => ({
              title: office.label,
              icon: 'phone' as const,
              body: `${office.streetAddress}, ${office.locality}, ${office.region} ${office.postalCode}`,
              link: { label: office.phone, href: telHref(office.phone) },
            })),
            {
              title: 'Email',
              icon: 'check',
              body: `We reply within ${businessDaysText(site.turnaround.replyBusinessDays)}.`,
              link: { label: site.email, href: `mailto:${site.email}` },
            },
          ],
        },
        {
          type: 'FormEmbed',
          id: 'request',
          heading: 'Request a free inspection',
          iframeUrl: site.contactForm.iframeUrl,
          scriptUrl: site.contactForm.scriptUrl,
          title: site.contactForm.title,
        },
      ];

export default definePage({
  path: '/contact',
  label: 'Contact',
  seo: {
    title: `Contact ${site.company.name} | Free Inspection`,
    description:
      'Call our Tulsa or Kansas office or email us to book a free roof inspection. Open Monday to Saturday, with 24/7 emergency service after storms.',
  },
  breadcrumbs: [{ label: 'Home', href: '/' }],
  blocks: [
    {
      type: 'Hero',
      eyebrow: 'Free inspections · 24/7 emergencies',
      heading: 'Contact Us',
      subheading: 'A real person answers, and most inspections are on the calendar within 48 hours.',
      // No button to the form: it follows at once, and every Free Inspection link lands on this page,
      // so on a phone its first field should be on the first screen.
      callOffice: 'primary',
    },
    { type: 'Breadcrumbs' },
    ...requestBlocks,
    {
      type: 'TrustFacts',
      heading: 'Check us before you call',
      intro: 'Every number here is one you can look up yourself, with the office that issued it.',
    },
    {
      type: 'RichText',
      tone: 'alt',
      // The contact page's own hours stand in the call panel beside the form; this band says where we go.
      heading: 'Where we work',
      content: [
        'Crews from the Tulsa office cover Tulsa and eleven nearby Oklahoma cities. The Overland Park office serves Johnson County, Kansas, and Jackson County, Missouri, where we are newly expanding.',
        'Storm emergencies are answered 24/7 on both office lines, and free inspections are booked Monday through Saturday.',
      ],
      aside: {
        heading: 'Service areas',
        items: ['Tulsa and 11 nearby Oklahoma cities', 'Johnson County, Kansas', 'Jackson County, Missouri'],
        link: { label: 'See every city we serve', href: '/service-areas' },
      },
    },
    {
      type: 'MapEmbed',
      heading: 'Visit our Tulsa office',
      title: `Map of the ${site.company.mark.name} Tulsa office`,
      center: { office: 'tulsa' },
      zoom: 13,
      office: 'tulsa',
      showHours: false,
    },
    { type: 'JsonLd', data: [localBusiness(site)] },
  ],
});
