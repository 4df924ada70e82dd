import { dayRangeText } from '../../schema/site-facts';
import { site } from '../_lib/site';
import type { FaqItem } from '../../blocks/FAQ/schema';

/** FAQ sets, written once: general, storm, commercial, inspection/installation and local. */
export const generalFaqs: FaqItem[] = [
  {
    question: 'How long does a roof replacement take?',
    answer: `Most homes in the Tulsa area take ${dayRangeText(site.turnaround.replacementDays)} from tear-off to final clean-up. Larger or steeper roofs, or weather delays, can take up to ${site.turnaround.replacementMaxDays}; we tell you the schedule in writing before we start.`,
  },
  {
    question: 'Do you work with my insurance company?',
    answer:
      'Yes. We work with all insurance companies, document the damage with photos and measurements, and meet your adjuster on the roof so nothing is missed.',
  },
  {
    question: 'Is the inspection really free?',
    answer:
      'Yes. The inspection, the photo report and the written estimate cost nothing, and there is no obligation to hire us.',
  },
];

export const stormFaqs: FaqItem[] = [
  {
    question: 'How soon after a hailstorm should I have my roof inspected?',
    answer:
      'Within a few weeks. Hail bruises can take time to show as leaks, and most policies set a deadline to file, often one year from the storm.',
  },
  {
    question: 'Will filing a hail claim raise my premium?',
    answer:
      'Storm claims are treated as acts of nature by most insurers, so a single claim usually does not raise your individual rate. Ask your agent to confirm for your policy.',
  },
  {
    question: 'What if the adjuster misses damage?',
    answer:
      'We meet the adjuster on the roof with our own photo report. If something is missed we ask for a re-inspection and supply the evidence.',
  },
];

export const commercialFaqs: FaqItem[] = [
  {
    question: 'Can you work while my business stays open?',
    answer:
      'Yes. We plan staging, noise and access around your hours, and most flat-roof work happens without interrupting the people inside.',
  },
  {
    question: 'TPO or EPDM: which is right for my building?',
    answer:
      'TPO reflects heat and suits buildings that run air conditioning hard; EPDM is a proven rubber membrane, in use for over 40 years, that shrugs off hail and temperature swings. We recommend after a core sample.',
  },
  {
    question: 'Do you offer maintenance plans?',
    answer:
      'Yes: spring and fall inspections, drain and seam checks, and a written report for your records or your insurer.',
  },
];

export const inspectionFaqs: FaqItem[] = [
  {
    question: 'What does a roof inspection include?',
    answer:
      'Shingles or membrane, flashing, vents, pipe boots, gutters, decking soft spots and the attic for ventilation and moisture, with a photo report you keep.',
  },
  {
    question: 'How long does a new installation take?',
    answer: `Most new homes take ${dayRangeText(site.turnaround.newInstallDays)} once the decking is ready. We coordinate with your builder so the roof goes on between framing and drywall.`,
  },
  {
    question: 'What warranties do you offer?',
    answer:
      'Manufacturer warranties of up to 50 years on premium materials, and our own 25+ year workmanship warranty as a preferred contractor.',
  },
];
