import { definePage } from '../schema/page';

export default definePage({
  path: '/gallery',
  label: 'Gallery',
  seo: {
    title: 'Roofing Project Gallery | Ridgeline Veteran Roofing',
    description: 'Recent roof replacements, storm repairs, metal roofs and commercial projects by Ridgeline Veteran Roofing in Tulsa and the Kansas City metro.',
  },
  breadcrumbs: [{ label: 'Home', href: '/' }],
  blocks: [
    {
      type: 'Hero',
      eyebrow: 'Our work',
      heading: 'Project Gallery',
      subheading: 'Eight recent projects across Oklahoma and Kansas, from hail claims to standing-seam metal.',
      actions: [{ label: 'Free Inspection', href: '/contact' }],
    },
    { type: 'Breadcrumbs' },
    {
      type: 'ContentCards',
      heading: 'Recent projects',
      columns: 'four',
      items: [
        { title: 'Hail claim re-roof', meta: 'South Tulsa, OK', body: 'Architectural shingles after the June hailstorm, approved in full by the insurer.', icon: 'storm' },
        { title: 'Standing-seam metal', meta: 'Broken Arrow, OK', body: 'Charcoal steel roof replacing 25-year-old shingles.', icon: 'metal' },
        { title: 'Historic home restoration', meta: 'Jenks, OK', body: 'Slate-look synthetic shingles on a 1920s bungalow.', icon: 'home' },
        { title: 'New construction', meta: 'Bixby, OK', body: 'Impact-rated shingles on a new family home.', icon: 'install' },
        { title: 'TPO retail center', meta: 'Tulsa, OK', body: '42,000 sq ft TPO overlay with new drains.', icon: 'flat' },
        { title: 'Leak repair', meta: 'Sand Springs, OK', body: 'Chimney flashing rebuilt and decking replaced.', icon: 'repair' },
        { title: 'Luxury replacement', meta: 'Leawood, KS', body: 'Designer shingles with copper valleys.', icon: 'star' },
        { title: 'EPDM church roof', meta: 'Overland Park, KS', body: 'Fully adhered EPDM over a fellowship hall.', icon: 'commercial' },
      ],
    },
    {
      type: 'CTA',
      heading: 'Want results like these?',
      body: 'Start with a free inspection and a written estimate.',
      actions: [{ label: 'Start a Conversation', href: '/contact' }],
      callOffice: 'tulsa',
    },
  ],
});
