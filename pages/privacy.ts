import { definePage } from '../blocks/page';
import { primaryOffice } from '../schema/office';
import { joinNames } from '../schema/site-facts';
import { telHref } from '../shared/phone';
import { site } from './_lib/site';

/**
 * The privacy policy in plain words. Every claim here is what the code does today: the form's
 * fields (shared/request-fields.ts), the visit kept in sessionStorage (shared/visit.ts), the
 * no-JavaScript start-time cookie (server/contact/routes.ts), erase and retention
 * (server/leads/retention.ts, RETENTION_DAYS), backups (BACKUP_KEEP). The build cannot know the
 * server's settings, so retention is worded to hold for any of them.
 */

const office = primaryOffice(site);
// A number in running text can break over two lines; the call buttons below show it whole.
const callUs = `[call our ${office.label}](${telHref(office.phone)})`;
const email = `[${site.email}](mailto:${site.email})`;

// What the site file adds: tracking scripts and a third-party form widget change what is true here.
const trackingHosts = [...new Set(site.tracking.map((script) => new URL(script.src).host))];
const widgetHost = site.contactForm.mode === 'embed' ? new URL(site.contactForm.iframeUrl).host : undefined;

const trackingLines =
  trackingHosts.length === 0
    ? ['This site runs no analytics or advertising scripts, and sets no cookie to follow you around the web.']
    : [
        `This site loads scripts from ${joinNames(trackingHosts)}. Those services may set their own cookies and collect data about your visit under their own privacy policies.`,
      ];

const widgetLines = widgetHost
  ? [
      `Our contact page uses a form run by ${widgetHost}. What you type into it goes to that service first and then to us, under its privacy policy as well as this one.`,
    ]
  : [];

export default definePage({
  path: '/privacy',
  label: 'Privacy Policy',
  seo: {
    title: `Privacy Policy | ${site.company.name}`,
    description:
      'What our contact form collects, why, who sees it, how long we keep it and how to have it erased. We never sell your details.',
  },
  breadcrumbs: [{ label: 'Home', href: '/' }],
  standIns: [
    {
      kind: 'legal',
      todo: 'Have counsel review the privacy policy wording before launch, then remove the "being reviewed" line.',
    },
    {
      kind: 'legal',
      todo: 'Confirm the office deletes its own copy of the new-request e-mail when a person asks to be erased, as the page promises (the site erases only the copies it stores), and how long the host keeps server logs.',
    },
  ],
  blocks: [
    {
      type: 'Hero',
      eyebrow: 'Privacy',
      heading: 'Privacy Policy',
      subheading:
        'What we collect when you contact us, why, who sees it, how long we keep it, and how to have it erased.',
      highlights: ['Never sold', 'Erased when you ask'],
    },
    { type: 'Breadcrumbs' },
    {
      type: 'RichText',
      heading: 'In short',
      content: [
        {
          list: [
            'We collect what you type into our contact form, the page you sent it from and how you found us.',
            'We use it to answer you and, if you hire us, to do the work. We never sell it.',
            'Our office staff see it, and the companies that host our site and carry our e-mail handle it for us. Nobody else, unless you ask us to or the law requires it.',
            trackingHosts.length === 0
              ? 'No tracking cookies, and nothing that links one visit to the next.'
              : 'Nothing of ours links one visit to the next; the outside scripts named below may.',
            'Ask us and we erase your request.',
          ],
        },
        `This policy covers the ${site.company.name} website, ${site.url.replace(/^https:\/\//, '')}. This wording is being reviewed by our attorney; it already describes how the site works today.`,
      ],
    },
    {
      type: 'RichText',
      tone: 'alt',
      heading: 'What the contact form collects',
      content: [
        { subheading: 'What you type' },
        'Your name and e-mail address, which we need to answer you. If you choose to give them: your phone number, your address, the service you need, a message, and how you heard about us.',
        'Every form asks whether water is coming in now, so a leak is answered first, day or night. On our storm-damage pages, and on every form while we are responding to a storm, the form also asks about the damage and your claim: the date of the damage, whether you filed a claim, your insurance company, the claim number and the date of the adjuster’s visit. All of it is optional.',
        'You can also send up to five photos. Before we keep a photo we strip the hidden data a camera writes into it, such as its location, the camera and the time it was taken.',
        { subheading: 'Where your request came from' },
        'With your request we record the page you sent it from and which of our offices it belongs to. If your browser runs JavaScript, we also record where your visit started:',
        {
          list: [
            'the first page of ours you opened on this visit;',
            'the name of the website that sent you here, such as www.google.com (its name only, not the page you were on);',
            'the campaign tags in the link you arrived by (utm_source, utm_medium, utm_campaign, utm_term and utm_content);',
            'the click id an ad adds to that link (gclid, gbraid or wbraid from Google Ads, msclkid from Microsoft Ads, fbclid from Facebook).',
          ],
        },
        'From these we work out how you found us: a Google search, an ad, Facebook, a link on another site, or typing our address. Your answer to “How did you hear about us?” covers what no link can show, like a yard sign or a neighbor.',
        { subheading: 'Phone calls' },
        'When you call us, we may note your name, phone number, address and what you need in the same records, so the office can follow up.',
      ],
    },
    {
      type: 'RichText',
      heading: 'Cookies and what your browser keeps',
      content: [
        ...trackingLines,
        'While you browse, your browser keeps a short note of this visit in its session storage (this is not a cookie): where the visit started, as listed above, and the office of the last city page you looked at, so the call buttons show that city’s office. Your browser deletes it when you close the tab, and it reaches us only if you send the form. If you never send it, none of this reaches us.',
        'If your browser runs without JavaScript, opening a contact form sets one small cookie that holds the time the form was opened, so we can tell a person from a spam robot. It is sent back only with the form and expires after a day.',
        'Our staff get a sign-in cookie when they sign in to our office dashboard. If you create an account on our sign-in page, we keep your name, your e-mail address and a scrambled form of your password, and the same cookie keeps you signed in. An account on its own gives no access to anyone’s requests.',
        'Like any website, our server and its host see your network (IP) address when your browser asks for a page, and may keep it in technical logs used only to keep the site running and safe. When you send the form or sign in, we also count requests from each address for a short while to block spam. Your address is not stored with your request.',
      ],
    },
    {
      type: 'RichText',
      tone: 'alt',
      heading: 'Why we use it',
      content: [
        {
          list: [
            'To answer your request: call or e-mail you, book the free inspection and send the estimate.',
            'If you hire us: to do the work, meet your adjuster, send invoices and stand behind the roof under our warranty.',
            'To see which pages, ads and referrals bring us customers, so we spend our advertising where it works. We count; we do not follow you.',
            'To keep the form free of spam and the site safe.',
          ],
        },
        'We do not sell or rent your details, and we do not send them to advertisers or ad platforms.',
      ],
    },
    {
      type: 'RichText',
      heading: 'Who sees it',
      content: [
        {
          list: [
            'Our office staff, each signing in to our dashboard with a password and a second step such as a passkey.',
            'The office that serves your area gets an e-mail with your request, and you get a confirmation e-mail.',
            'The company that hosts our website and the e-mail service that delivers our mail. They store or carry your details for us.',
            'Your insurance company or adjuster, only what your claim needs and only when you ask us to help with it.',
            'Anyone the law requires us to tell, for example under a court order.',
          ],
        },
        ...widgetLines,
        'Our pages link to other websites, such as our lender’s pre-qualification page and OpenStreetMap, whose maps appear on our contact and city pages. Loading a map connects your browser to OpenStreetMap. Those sites follow their own privacy policies.',
      ],
    },
    {
      type: 'RichText',
      tone: 'alt',
      id: 'how-long',
      heading: 'How long we keep it',
      content: [
        'Requests we are working on, and the records of jobs we did, are kept while we may still be working with you or standing behind your roof. They stay until you ask us to erase them.',
        'Requests we close as lost or as spam are deleted automatically once they are older than a period the owner sets; until a period is set, they are kept like the rest. Whatever the setting, you can ask us to erase yours at any time.',
        'Our server makes a backup copy every night. A backup made before we erase your request still holds it until that backup is deleted; nightly backups are deleted after a set number of days, so an erased request leaves them too.',
      ],
    },
    {
      type: 'RichText',
      id: 'erase',
      heading: 'See, correct or erase your details',
      content: [
        `E-mail ${email} or ${callUs} and tell us the name and e-mail address you used. We can read back what we hold, correct it, or erase it.`,
        'When we erase a request, the request, our notes about it, the photos you sent and the e-mails our site stored for it are deleted, and we delete the notice about it from our office mailbox. Our records keep only a line saying a request was deleted, by whom and when, with none of your details. The confirmation e-mail in your own mailbox is yours to keep or delete.',
      ],
    },
    {
      type: 'RichText',
      tone: 'alt',
      heading: 'Children, changes and questions',
      content: [
        'This site is for homeowners and businesses. It is not meant for children, and we do not knowingly collect details from anyone under 13.',
        'If we change what we collect or how we use it, we will update this page first.',
        `Questions about your privacy? E-mail ${email} or ${callUs}. See also our [terms of use](/terms) and our [accessibility statement](/accessibility).`,
      ],
    },
    {
      type: 'CTA',
      heading: 'Want your details erased?',
      body: 'Call the office or e-mail us with the name and e-mail address you used, and we take care of it.',
      actions: [{ label: 'E-mail Us', href: `mailto:${site.email}` }],
      callOffice: office.id,
    },
  ],
});
