import { site } from './_lib/site';
import path from 'node:path';
import { currentStandIns, ownerAlt, photoOrDrawing, projectDrawing } from '../content/stand-ins';
import { definePage } from '../blocks/page';
import { hailReroofSouthTulsa } from './_shared/before-after';

const root = path.resolve(import.meta.dirname, '..');
const standIns = currentStandIns(root);
/** The owner's photo of the job (images/<id>.jpg) once it is in, until then its drawing. */
const picture = (id: string) => photoOrDrawing(root, id, projectDrawing(id));

/**
 * A gallery project; its photo is images/<id>.jpg and `alt` says what the photo shows. Until the
 * owner's photo replaces the drawing, the picture is labelled as an illustration of the job.
 */
const project = (id: string, title: string, location: string, description: string, alt: string, details: string[]) => {
  const src = picture(id);
  const standIn = standIns.has(src);
  return {
    id,
    title,
    location,
    description,
    details,
    image: {
      src,
      alt: ownerAlt(src) ?? (standIn ? `Illustration: ${alt.charAt(0).toLowerCase()}${alt.slice(1)}` : alt),
    },
    pictureNote: standIn ? 'Illustration. The photo of this job is on its way.' : undefined,
  };
};

export default definePage({
  path: '/gallery',
  label: 'Gallery',
  seo: {
    title: `Roofing Project Gallery | ${site.company.name}`,
    description: `Recent roof replacements, storm repairs, metal roofs and commercial projects by ${site.company.name} in Tulsa and the Kansas City metro.`,
  },
  breadcrumbs: [{ label: 'Home', href: '/' }],
  blocks: [
    {
      type: 'Hero',
      eyebrow: 'Our work',
      heading: 'Project Gallery',
      subheading: 'Eight recent projects from Tulsa to Overland Park, from hail claims to standing-seam metal.',
      actions: [{ label: 'Free Inspection', href: '/contact#request' }],
      image: { src: picture('luxury-leawood'), alt: '' },
    },
    { type: 'Breadcrumbs' },
    {
      type: 'Gallery',
      id: 'projects',
      heading: 'Recent projects',
      // The owner's published projects first, newest first (the dashboard's); the stand-ins after them.
      published: {},
      items: [
        project(
          'hail-reroof-south-tulsa',
          'Hail claim re-roof',
          'South Tulsa, OK',
          'Architectural shingles after the June hailstorm, approved in full by the insurer.',
          'Single-storey home with a new charcoal architectural shingle roof',
          [
            'Golf-ball hail bruised every slope of this 2004 home. We documented 31 damaged shingles per square, met the adjuster on the roof and had the claim approved on the first visit.',
            'The new roof uses Class 4 impact-rated architectural shingles, which earned the owners a premium discount.',
          ],
        ),
        project(
          'metal-broken-arrow',
          'Standing-seam metal',
          'Broken Arrow, OK',
          'Charcoal steel replacing 25-year-old shingles.',
          'Grey ranch home with a charcoal standing-seam metal roof',
          [
            'The owners wanted the last roof they would ever buy. We removed two layers of shingles, replaced soft decking and installed 24-gauge standing-seam steel with concealed fasteners.',
            'Reflective charcoal paint keeps the attic noticeably cooler through July.',
          ],
        ),
        project(
          'historic-jenks',
          'Historic home restoration',
          'Jenks, OK',
          'Slate-look synthetic shingles on a 1920s bungalow.',
          'Steep white home with slate-look shingles and a brick chimney',
          [
            'A 1920s bungalow near Main Street had three layers of roofing over original plank decking. We stripped to the planks, sheathed over them and installed synthetic slate that matches the period look.',
          ],
        ),
        project(
          'new-build-bixby',
          'New construction',
          'Bixby, OK',
          'Impact-rated shingles on a new family home.',
          'New family home with brown impact-rated shingles',
          [
            'We worked to the builder’s schedule on this family home, installing ice and water shield in every valley and impact-rated shingles before drywall went in.',
          ],
        ),
        project(
          'tpo-retail-tulsa',
          'TPO retail center',
          'Tulsa, OK',
          '42,000 sq ft TPO overlay with new drains.',
          'White TPO membrane on a retail roof with rooftop units',
          [
            'The tenants stayed open the whole time. We added tapered insulation to stop ponding, new drains and a white 60-mil TPO membrane that cut the summer cooling load.',
          ],
        ),
        project(
          'leak-repair-sand-springs',
          'Leak repair',
          'Sand Springs, OK',
          'Chimney flashing rebuilt and decking replaced.',
          'Brick chimney with new metal flashing on a shingle roof',
          [
            'A stubborn leak over the living room came from failed chimney flashing. We replaced rotted decking, rebuilt step and counter flashing, and the ceiling has stayed dry through two storm seasons.',
          ],
        ),
        project(
          'luxury-leawood',
          'Luxury replacement',
          'Leawood, KS',
          'Designer shingles with copper valleys.',
          'Two-storey home with cedar-toned designer shingles at sunset',
          [
            'A steep, complex roof with eleven valleys got designer shingles and hand-formed copper valleys, one of our first Kansas projects from the Overland Park office.',
          ],
        ),
        project(
          'epdm-church-overland-park',
          'EPDM church roof',
          'Overland Park, KS',
          'Fully adhered EPDM over a fellowship hall.',
          'Black EPDM membrane on a flat roof with the church steeple behind',
          [
            'The fellowship hall’s low-slope roof had leaked for years. We installed a fully adhered 60-mil EPDM membrane with new edge metal, scheduled around Sunday services.',
          ],
        ),
      ],
    },
    {
      type: 'BeforeAfter',
      id: 'before-and-after',
      tone: 'alt',
      heading: 'Before and after',
      intro: 'The same roof from the same spot, the day the storm passed and the day we finished.',
      items: [hailReroofSouthTulsa],
    },
    {
      type: 'CTA',
      heading: 'Want results like these?',
      body: 'Start with a free inspection and a written estimate.',
      actions: [{ label: 'Start a Conversation', href: '/contact' }],
      callOffice: 'primary',
    },
  ],
});
