import { definePage } from '../blocks/page';
import { primaryOffice } from '../schema/office';
import { businessDaysText } from '../schema/site-facts';
import { telHref } from '../shared/phone';
import { site } from './_lib/site';

/**
 * The accessibility statement. What it says the site does is what the code and the tests hold:
 * prerendered pages that work without JavaScript, the skip link and keyboard menus (src/layout),
 * the focus outline (ui/theme/global.css.ts), and axe on every route with the contrast and reflow
 * checks at six widths (tests/e2e/visual.test.ts).
 */

const office = primaryOffice(site);
const reply = businessDaysText(site.turnaround.replyBusinessDays);

export default definePage({
  path: '/accessibility',
  label: 'Accessibility',
  seo: {
    title: `Accessibility Statement | ${site.company.shortName}`,
    description:
      'How we keep our website usable for everyone: our WCAG 2.2 AA target, what the site does, its known limits, and how to tell us about a barrier.',
  },
  breadcrumbs: [{ label: 'Home', href: '/' }],
  standIns: [
    {
      kind: 'legal',
      todo: 'Have counsel review the accessibility statement before launch, then remove the "being reviewed" line.',
    },
  ],
  blocks: [
    {
      type: 'Hero',
      eyebrow: 'Accessibility',
      heading: 'Accessibility Statement',
      subheading:
        'Everyone should be able to find roofing help, read our pages and ask for an inspection, whatever device or assistive technology they use.',
      actions: [{ label: 'Report a barrier', href: '/accessibility#report' }],
    },
    { type: 'Breadcrumbs' },
    {
      type: 'RichText',
      heading: 'Our goal',
      content: [
        'We aim to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA on every public page of this site. We build and test toward that goal, and we fix what falls short when we find it or when you tell us.',
        'This statement is being reviewed by our attorney; what it says about the site is accurate today. See also our [privacy policy](/privacy) and [terms of use](/terms).',
      ],
    },
    {
      type: 'ContentCards',
      tone: 'alt',
      heading: 'What the site does',
      columns: 'three',
      items: [
        {
          title: 'Works without JavaScript',
          icon: 'check',
          body: 'Every public page arrives as complete HTML. Links, menus, answers and the contact form all work with scripts turned off.',
        },
        {
          title: 'Keyboard use',
          icon: 'check',
          body: 'A “Skip to content” link comes first. Every link, menu and form field can be reached with Tab; menus open with Enter or Space and close with Escape.',
        },
        {
          title: 'Visible focus',
          icon: 'check',
          body: 'The control you are on always shows a thick outline, so you can see where you are.',
        },
        {
          title: 'Readable at any size',
          icon: 'check',
          body: 'Text meets WCAG contrast (4.5:1 for body text), and pages reflow without sideways scrolling down to 320 pixels wide, so zoom works.',
        },
        {
          title: 'Forms that explain',
          icon: 'check',
          body: 'Every field has a label. A problem is named beside its field, read out with it, and the cursor goes to the first one.',
        },
        {
          title: 'Tested automatically',
          icon: 'check',
          body: 'Our automated tests run axe on every public page at phone and desktop widths, and check contrast and layout at six screen widths.',
        },
      ],
    },
    {
      type: 'RichText',
      heading: 'Known limits',
      content: [
        'Automated tests cannot find every barrier, and some parts of the site come from others:',
        {
          list: [
            'The maps on our contact and city pages come from OpenStreetMap and may be hard to use with a keyboard or screen reader. The text beside each map names the place it shows, with the office address where it shows an office.',
            `Financing applications happen on ${site.financing.provider}’s website, which we do not control. Call us and we will walk you through it.`,
            'If you cannot attach photos of storm damage to the form, e-mail them to us or let us take them at the free inspection.',
            'The sign-in pages for our office staff need JavaScript. No visitor needs them to use the site.',
          ],
        },
      ],
    },
    {
      // Phones stand in cards and the address in the intro, whole: in running text or a narrow
      // card a number or an address can break over two lines.
      type: 'ContentCards',
      tone: 'alt',
      id: 'report',
      heading: 'Tell us about a barrier',
      intro: `If something on this site is hard or impossible for you to use, call the office nearest you or e-mail ${site.email}. Tell us the page, what you were trying to do and, if you like, the device or assistive technology you use. We reply within ${reply}, and if the barrier keeps you from something you need, such as booking an inspection, we help you by phone or e-mail right away while we fix it.`,
      columns: site.offices.length % 3 === 0 ? 'three' : 'two',
      items: site.offices.map((o) => ({
        title: o.label,
        icon: 'phone' as const,
        body: `Serving ${o.area}.`,
        link: { label: o.phone, href: telHref(o.phone) },
      })),
      actions: [{ label: 'E-mail Us', href: `mailto:${site.email}` }],
    },
    {
      type: 'CTA',
      heading: 'Prefer to talk to a person?',
      body: 'Call the office and we book your free inspection over the phone, or send us a request online.',
      actions: [{ label: 'Contact Us', href: '/contact' }],
      callOffice: office.id,
    },
  ],
});
