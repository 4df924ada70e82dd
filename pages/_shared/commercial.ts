import path from 'node:path';
import type { PageInput } from '../../blocks/page';
import { currentStandIns, ownerAlt, photoOrDrawing, projectDrawing } from '../../content/stand-ins';

/**
 * What the commercial pages share: the hero a property manager sees first, and the two commercial
 * jobs in the gallery told as problem, work and result. The job facts are the gallery's own
 * (pages/gallery.ts); nothing here adds a figure the gallery does not state.
 */

/**
 * A building owner buys on risk, not on a free inspection: the commercial heroes lead with the
 * paperwork and the way we work instead of the home-owner promises the shared service hero shows.
 */
export const commercialHighlights = ['Certificate of insurance', 'Work around tenants', 'Written photo reports'];

/** Where on a commercial page its own form sits: the hero's button goes there. */
const ASSESSMENT_ID = 'assessment';

/**
 * A commercial page: its hero leads with the paperwork, and the page ends with its own request
 * form, which asks what a facilities buyer can tell us (company, building, roof size; the
 * `commercial` group of shared/request-fields.ts) before the closing band.
 */
export function asCommercialPage(page: PageInput): PageInput {
  const blocks = page.blocks.map((block) =>
    block.type === 'Hero'
      ? {
          ...block,
          actions: [{ label: 'Request a Roof Assessment', href: `${page.path}#${ASSESSMENT_ID}` }],
          highlights: commercialHighlights,
        }
      : block,
  );
  const closing = blocks.findIndex((block) => block.type === 'CTA');
  const form = {
    type: 'ContactForm' as const,
    id: ASSESSMENT_ID,
    eyebrow: 'Free roof assessment',
    heading: 'Tell us about the building',
    intro:
      'We walk the roof, check the drains, flashings and membrane, and send a written report with photos and prices. Tell us what you know about the building; a guess at the size is fine.',
    submitLabel: 'Request my roof assessment',
    service: 'Commercial Roofing',
    callOffice: 'primary' as const,
  };
  return { ...page, blocks: [...blocks.slice(0, closing), form, ...blocks.slice(closing)] };
}

const root = path.resolve(import.meta.dirname, '../..');
const standIns = currentStandIns(root);

/** The job's photo once the owner adds it to images/, until then its drawing, labelled as one. */
function picture(id: string, alt: string) {
  const src = photoOrDrawing(root, id, projectDrawing(id));
  return {
    src,
    alt: ownerAlt(src) ?? (standIns.has(src) ? `Illustration: ${alt.charAt(0).toLowerCase()}${alt.slice(1)}` : alt),
  };
}

export interface CaseStudy {
  id: string;
  title: string;
  location: string;
  system: string;
  /** The gallery link's words, naming the job. */
  linkLabel: string;
  problem: string;
  work: string;
  result: string;
  image: { src: string; alt: string };
  facts: string[];
}

export const tpoRetailTulsa: CaseStudy = {
  id: 'tpo-retail-tulsa',
  title: 'TPO retail center',
  location: 'Tulsa, OK',
  system: 'TPO overlay',
  linkLabel: 'See the retail center',
  problem: 'Water ponded on the old flat roof of a retail center, over stores that open every day.',
  work: 'We laid tapered insulation over the old roof to slope it to new drains, then covered it with a white 60-mil TPO membrane.',
  result:
    'Water now runs to the drains, the white roof cuts the summer cooling load, and the tenants stayed open the whole time.',
  image: picture('tpo-retail-tulsa', 'White TPO membrane on a retail roof with rooftop units'),
  facts: [
    '42,000 sq ft retail roof',
    'White 60-mil TPO overlay',
    'Tapered insulation and new drains',
    'Stores open throughout',
  ],
};

export const epdmChurchOverlandPark: CaseStudy = {
  id: 'epdm-church-overland-park',
  title: 'EPDM fellowship hall',
  location: 'Overland Park, KS',
  system: 'Fully adhered EPDM',
  linkLabel: 'See the fellowship hall',
  problem: 'The low-slope roof over a church fellowship hall had leaked for years.',
  work: 'We installed a fully adhered 60-mil EPDM membrane with new edge metal, and scheduled the work around Sunday services.',
  result: 'The hall has a new membrane and edge, and services went on every Sunday of the job.',
  image: picture('epdm-church-overland-park', 'Black EPDM membrane on a flat roof with the church steeple behind'),
  facts: ['Church fellowship hall', 'Fully adhered 60-mil EPDM', 'New edge metal', 'Work planned around services'],
};

export const caseStudies = [tpoRetailTulsa, epdmChurchOverlandPark];

/** Said while a job's picture is a drawing, so nobody takes it for the job itself. */
export const caseStudyPictureNote = (studies: CaseStudy[]) =>
  studies.some((study) => study.image.alt.startsWith('Illustration:'))
    ? 'The pictures are illustrations until the photos of these jobs are up.'
    : undefined;

/** The link to the job in the gallery (its details open there). */
export const galleryLink = (study: CaseStudy) => `/gallery#project-${study.id}`;

/** A job told on its system's page: problem, work and result, with its facts beside them. */
export const caseStudyText = (study: CaseStudy) => ({
  content: [`Problem: ${study.problem}`, `Work: ${study.work}`, `Result: ${study.result}`],
  aside: {
    heading: `${study.title}, ${study.location}`,
    items: study.facts,
    link: { label: 'See the job in the gallery', href: galleryLink(study) },
  },
});
