import { definePage } from '../blocks/page';
import { site } from './_lib/site';
import { financingExampleText, monthlyFrom } from './_shared/financing-example';

const apply = site.financing.prequalifyUrl;

export default definePage({
  path: '/financing',
  label: 'Financing',
  seo: {
    title: `Roof Financing from $99 Down | ${site.company.name}`,
    description:
      'Finance your new roof with as little as $99 down: pre-qualify in seconds, no liens, no hidden fees, auto-pay discounts and funds released on your approval.',
  },
  breadcrumbs: [{ label: 'Home', href: '/' }],
  blocks: [
    {
      type: 'Hero',
      eyebrow: `Financing through ${site.financing.provider}`,
      heading: 'Roof Financing with as Little as $99 Down',
      subheading:
        'Pre-qualify in seconds without affecting your credit score, then choose a monthly payment that fits.',
      actions: [{ label: 'Apply Now', href: apply }],
      highlights: ['$99 down', 'No liens', 'No hidden fees'],
    },
    { type: 'Breadcrumbs' },
    {
      type: 'Steps',
      heading: 'Three steps to a new roof',
      items: [
        {
          title: 'Pre-qualify in seconds',
          body: 'Scan the code or tap Apply. A soft check shows your options without touching your score.',
        },
        {
          title: 'Pick your plan',
          body: 'Choose the term and monthly payment; sign up for auto-pay for a rate discount.',
        },
        {
          title: 'Approve the release',
          body: 'When your roof is done, funds are requested for your approval. Nothing is paid until you say so.',
        },
      ],
      actions: [{ label: 'Apply Now', href: apply }],
    },
    {
      type: 'QrCode',
      heading: 'Pre-qualify from your phone',
      url: apply,
      label: 'Apply Now',
      caption: `Point your phone's camera at the code to open the ${site.financing.provider} pre-qualification page. It takes seconds and does not affect your credit score.`,
      // A phone cannot scan its own screen: there the code gives way to this and the button.
      phoneCaption: `Tap Apply Now to open the ${site.financing.provider} pre-qualification page. It takes seconds and does not affect your credit score.`,
    },
    {
      type: 'RichText',
      heading: 'What a payment looks like',
      content: [
        `$99 down and about ${monthlyFrom} a month: here is how that adds up on a typical replacement.`,
        financingExampleText,
      ],
    },
    {
      type: 'ContentCards',
      tone: 'alt',
      heading: 'Why our customers use it',
      columns: 'four',
      items: [
        { title: 'From $99 down', body: 'Start with as little as $99 down.', icon: 'dollar' },
        { title: 'No liens', body: 'No lien is placed on your home.', icon: 'home' },
        { title: 'No hidden fees', body: 'The payment you see is the payment you make.', icon: 'check' },
        { title: 'Auto-pay discounts', body: 'Lower your rate with automatic payments.', icon: 'star' },
      ],
    },
    {
      type: 'CTA',
      heading: 'Questions about financing?',
      body: 'We can walk you through it on the phone, or you can apply online in a minute.',
      actions: [
        { label: 'Apply Now', href: apply },
        { label: 'Contact Us', href: '/contact' },
      ],
      callOffice: 'primary',
    },
  ],
});
