import { definePage } from '../blocks/page';
import { primaryOffice } from '../schema/office';
import { site } from './_lib/site';

/**
 * Roof insurance claims, question by question. The FAQ block adds the FAQPage structured data.
 * Facts that vary by policy say so; the deductible answer follows Oklahoma's HB 1940 (in force
 * since Nov 1, 2022), which bars a roofer from promising to pay or waive any part of a deductible.
 */

const office = primaryOffice(site);

export default definePage({
  path: '/insurance-claims',
  label: 'Insurance Claims',
  seo: {
    title: `Roof Insurance Claims FAQ | ${site.company.shortName}`,
    description:
      'Roof insurance claims in plain words: your deductible, ACV and RCV, recoverable depreciation, deadlines, the adjuster, supplements and the mortgage check.',
  },
  breadcrumbs: [{ label: 'Home', href: '/' }],
  standIns: [
    {
      kind: 'legal',
      todo: 'Have counsel or an insurance professional check the claim answers (deductible law, deadlines, payment) before launch.',
    },
  ],
  blocks: [
    {
      type: 'Hero',
      eyebrow: 'Insurance claims',
      heading: 'Roof Insurance Claims: Straight Answers',
      subheading:
        'What your policy pays, what you pay, the deadlines to watch and what happens when the adjuster comes. We work with all insurance companies.',
      actions: [
        { label: 'Free Storm Inspection', href: '/contact' },
        { label: 'Just Had a Storm?', href: '/have-storm-damage' },
      ],
      highlights: ['We meet your adjuster', 'We never waive deductibles', 'Free inspection'],
    },
    { type: 'Breadcrumbs' },
    {
      type: 'RichText',
      heading: 'Every policy is different',
      content: [
        'These answers are general information, not legal or insurance advice: your policy and your insurer decide. Where something varies by policy, we say so. Your declarations page and your agent have the answers for your home.',
        'Storm just hit? Start with [what to do after a storm](/have-storm-damage), then [book a free inspection](/contact). We photograph the damage before you file, so you know what you are claiming.',
      ],
    },
    {
      type: 'FAQ',
      tone: 'alt',
      heading: 'Insurance claim questions',
      items: [
        {
          question: 'Will you pay or waive my deductible?',
          answer:
            'No, never. The deductible is your share of the claim, and you pay it. Oklahoma law forbids a roofer to promise to pay, waive or rebate any part of it, and billing your insurer for a price you are not really paying is insurance fraud in Oklahoma and many other states. A contractor who offers it puts your claim at risk.',
        },
        {
          question: 'What is the difference between ACV and RCV?',
          answer:
            'Replacement cost value (RCV) is what it costs to replace your roof today with materials of like kind and quality. Actual cash value (ACV) is that cost minus depreciation for the roof’s age and wear. An RCV policy pays the full replacement cost minus your deductible; an ACV policy pays only the depreciated value minus your deductible. Many policies now settle roofs at ACV or on a schedule by the roof’s age, so check your declarations page or ask your agent.',
        },
        {
          question: 'What is recoverable depreciation?',
          answer:
            'On an RCV policy the insurer usually pays in two parts. The first check is the ACV, minus your deductible. The depreciation it held back is recoverable: it pays it after the work is done and it receives the final invoice. Say a new roof costs $15,000, depreciation is $5,000 and your deductible is $2,000: the first check is $8,000, the second $5,000 after the work, and you pay the $2,000 deductible. Many policies set a time limit to finish the work and claim it, so ask your adjuster for that date in writing.',
        },
        {
          question: 'How long do I have to file a claim after a storm?',
          answer:
            'Check your policy. Most policies ask you to report damage promptly, and many Oklahoma policies set a deadline, commonly one year from the date of the storm. Some are shorter. Hail damage is easy to miss from the ground, so have the roof inspected within a few weeks and file as soon as you know there is damage.',
        },
        {
          question: 'Who files the claim, you or me?',
          answer:
            'You do: the policy is between you and your insurer. Call the claims number or use their app, give the date of the storm, and write down your claim number and the adjuster’s name. We give you the photos and a written report of what we found, and we never act as your adjuster.',
        },
        {
          question: 'What does the adjuster do, and will you be there?',
          answer:
            'The adjuster works for your insurance company. They inspect the roof, measure it, photograph the damage, decide what your policy covers and write the estimate of the loss. We meet the adjuster at your home, walk the roof together and show our photos so nothing is missed. Tell us the date and time and we will be there.',
        },
        {
          question: 'What if the adjuster misses something or the estimate is too low?',
          answer:
            'We send your insurer a supplement: a request to add what the first estimate missed or what only shows once work starts, such as rotten decking under the old shingles or items the building code requires, if your policy covers code upgrades. Each item comes with photos and measurements. Your insurer decides, and you see every supplement we send.',
        },
        {
          question: 'What should I photograph for my claim?',
          answer:
            'From the ground only: every side of the roof, dents in gutters, downspouts, vents and the air-conditioning unit, torn window screens, damaged siding and fences, shingles and granules in the yard, and hailstones next to a coin or ruler. Inside: every water stain, drip and wet spot, and the attic if you can reach it safely. Note the date and time, and keep receipts for tarps and other repairs that stop more damage.',
        },
        {
          question: 'Why is my mortgage company’s name on the check?',
          answer:
            'If you have a mortgage, the insurer usually makes the check out to you and your mortgage company, because the lender has a stake in the house. You both endorse it. The lender may hold the money and release it in stages, sometimes after an inspection of the finished work. Call its loss-draft or claims department early to ask what it needs, so the money is not held up.',
        },
        {
          question: 'How and when do I pay you?',
          answer:
            'As your signed contract says. The insurer’s payments and your deductible together pay for the covered work; anything you add that the claim does not cover, such as an upgrade, is yours. Never pay a contractor in full before the work is done.',
        },
        {
          question: 'What if my claim is denied?',
          answer:
            'Ask for the denial in writing, with the part of the policy it relies on. You can ask for a re-inspection, send more evidence, or hire a licensed public adjuster or an attorney. In Oklahoma, if you signed a storm-repair contract expecting insurance to pay, you can cancel it within 72 hours after your insurer tells you in writing that the claim is denied.',
        },
      ],
    },
    {
      type: 'CTA',
      heading: 'Storm hit your roof?',
      body: 'Book a free inspection before you file. We photograph the damage, meet your adjuster and work with all insurance companies.',
      actions: [
        { label: 'Request a Free Inspection', href: '/contact' },
        { label: 'What to Do After a Storm', href: '/have-storm-damage' },
      ],
      callOffice: office.id,
    },
  ],
});
