import { definePage } from '../blocks/page';
import { primaryOffice } from '../schema/office';
import { telHref } from '../shared/phone';
import { site } from './_lib/site';

/** The website's terms of use in plain words: a stand-in until the owner's counsel has reviewed it. */

const office = primaryOffice(site);
// A number in running text can break over two lines; the call button below shows it whole.
const callUs = `[call our ${office.label}](${telHref(office.phone)})`;
const email = `[${site.email}](mailto:${site.email})`;
const lender = site.financing.provider;

export default definePage({
  path: '/terms',
  label: 'Terms of Use',
  seo: {
    title: `Terms of Use | ${site.company.name}`,
    description:
      'The terms for using our website: information only, prices set by a signed written estimate, financing from our lender, links to other sites and Oklahoma law.',
  },
  breadcrumbs: [{ label: 'Home', href: '/' }],
  standIns: [
    {
      kind: 'legal',
      todo: 'Have counsel review the terms of use before launch (governing law, the limit on liability, consumer rights in Kansas and Missouri), then remove the "being reviewed" line.',
    },
  ],
  blocks: [
    {
      type: 'Hero',
      eyebrow: 'Terms',
      heading: 'Terms of Use',
      subheading: `The rules for using the ${site.company.name} website, in plain words.`,
    },
    { type: 'Breadcrumbs' },
    {
      type: 'RichText',
      heading: 'Using this website',
      content: [
        `These terms apply when you use ${site.url.replace(/^https:\/\//, '')}. By using the site you agree to them. If you do not agree, please do not use it, and call or e-mail us instead.`,
        'This wording is being reviewed by our attorney and may still change; we will update this page when it does.',
      ],
    },
    {
      type: 'RichText',
      tone: 'alt',
      heading: 'Information, prices and financing',
      content: [
        { subheading: 'Information, not advice' },
        'What you read here about roofs, storms, insurance claims, warranties and the law is general information. Every roof, policy and claim is different, so it is not professional, legal or insurance advice. Your insurance policy, your insurer and the written documents you sign are what decide.',
        'We work to keep the site accurate and up to date, but pages can contain mistakes or fall behind. If something here differs from what we tell you in writing, the writing counts.',
        { subheading: 'Prices, estimates and contracts' },
        'Prices, payment examples and time frames on this site are examples to help you plan. They are not an offer.',
        'Before any work we inspect your roof and give you a written estimate. An estimate binds neither of us until you and we both sign it as a contract. The signed contract sets the work, the price, the payment terms and the warranty. The free inspection comes with no obligation to hire us.',
        { subheading: 'Financing' },
        `Financing shown on this site is offered by ${lender}, not by ${site.company.name}. Approval, rates, terms and fees are set by ${lender} and depend on your application and credit. When you apply, you do so on their website under their terms and privacy policy. The payment examples on our [financing page](/financing) are illustrations, not a quote or a promise of approval.`,
        { subheading: 'Warranties' },
        'Our [warranty page](/warranty) explains our workmanship warranty and the manufacturer’s warranty in plain words. The warranty written into your signed contract, and the manufacturer’s own warranty document, are what apply to your roof.',
      ],
    },
    {
      type: 'RichText',
      heading: 'Your part and ours',
      content: [
        { subheading: 'What you send us' },
        'When you send the contact form, photos or a message, you tell us it is true to the best of your knowledge and that you may share it. We use it to answer you and do the work, as our [privacy policy](/privacy) explains. We do not publish your photos or your name without your permission.',
        'Please use the form only for real requests: no advertising, no automated sending, and nothing that could harm the site or other people.',
        { subheading: 'Our content' },
        `The text, pictures, logo and design of this site belong to ${site.company.name} or to those who let us use them. You are welcome to read, print and share our pages for your own use, and to link to them. Please ask before you copy them elsewhere.`,
        { subheading: 'Links to other websites' },
        `Some links take you to websites we do not run, such as ${lender}, OpenStreetMap and our Facebook page. We are not responsible for their content, their availability or how they handle your information; their own terms and privacy policies apply.`,
        { subheading: 'The website itself' },
        'We provide this website as it is. We cannot promise it will always be available or free of errors.',
        'As far as the law allows, we are not liable for losses caused only by using or being unable to use the website. This does not limit what we owe you under a signed contract or a warranty, or any right the law gives you that cannot be waived.',
      ],
    },
    {
      type: 'RichText',
      tone: 'alt',
      heading: 'Governing law, changes and questions',
      content: [
        'These terms are governed by the laws of the State of Oklahoma. Nothing in them takes away the protection the consumer laws of your own state give you.',
        'We may update these terms. The version on this page when you use the site is the one that applies.',
        `Questions? E-mail ${email} or ${callUs}. Our [privacy policy](/privacy) and [accessibility statement](/accessibility) say how we handle your details and how we keep the site usable for everyone.`,
      ],
    },
    {
      type: 'CTA',
      heading: 'Ready for a written estimate?',
      body: 'Book a free inspection. You get photos of what we find and a written estimate, with no obligation.',
      actions: [{ label: 'Contact Us', href: '/contact' }],
      callOffice: office.id,
    },
  ],
});
