import { z } from 'zod';
import { officeId, stateCode, text } from './common';
import { citySections } from './city-sections';
import { faqItemSchema } from './faq-item';
import { mapZoom } from './map-zoom';
import { insideState, outsideStateMessage } from './geo';
import { cityMetaSchema, seoSchema, themeName } from './page';

const sellingPoint = z
  .object({ title: text.meta({ label: 'Title', role: 'heading' }), body: text.meta({ label: 'Text', role: 'copy' }) })
  .meta({ label: 'Selling point' });

/**
 * A city page's own facts and words, field by field: what a developer writes in a city file
 * (`pages/locations/*.ts`, which adds its stand-in reviews and checks the office and state against
 * the site file) and what the owner edits on a city page in the dashboard. An error names the field
 * (`faqs[0].answer`), not the page `defineCity` builds from it. The field rules are the FAQ item's
 * and the map zoom's (shared with their blocks) and `schema/common.ts`'s text.
 */
export const cityFields = z.object({
  slug: z
    .string()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lowercase words joined by hyphens, like broken-arrow')
    .meta({ label: 'Slug', role: 'slug', help: 'the page is /locations/<slug>' }),
  name: text.meta({ label: 'City', role: 'label' }),
  state: stateCode,
  /** e.g. "Tulsa County"; Kansas cities say "Johnson County, KS". */
  county: text.meta({
    label: 'County',
    role: 'label',
    help: 'e.g. Tulsa County; Kansas cities say Johnson County, KS',
  }),
  /** The city's centre: its pin on the map and in the service-area data. */
  coordinates: cityMetaSchema.shape.coordinates,
  map: z
    .object({
      /** The zoom "View larger map" opens at: 12, or 13 for the closest Oklahoma cities. */
      zoom: mapZoom,
      /** Centre the map on this office of `pages/site.ts` (and show its card) instead of on the city. */
      onOffice: officeId
        .meta({
          label: 'Centre on office',
          help: 'centre the map on this office (and show its card) instead of the city',
        })
        .optional(),
    })
    .meta({ label: 'Map' }),
  /** `title` names the page ("Bixby Roofing Contractor"); the site file's short name is added after a bar. */
  seo: seoSchema.pick({ title: true, description: true }).extend({
    keywords: z
      .array(text.meta({ label: 'Keyword', role: 'label' }))
      .min(1)
      .meta({ label: 'Keywords' }),
    socialTitle: text.meta({ label: 'Title on social sites', role: 'heading' }),
    socialDescription: text.meta({ label: 'Description on social sites', role: 'copy' }),
  }),
  /** The h1. */
  heading: text.meta({ label: 'Heading', role: 'heading', help: "the page's main heading, its h1" }),
  /** One or two sentences under the h1: who we serve here, and the county. */
  intro: text.meta({ label: 'Introduction', role: 'copy', help: 'who we serve here, and the county' }),
  /** Shown above the h1 ("Now Serving Kansas"). */
  eyebrow: text
    .meta({ label: 'Eyebrow', role: 'label', help: 'above the heading, e.g. Now Serving Kansas' })
    .optional(),
  /** Exactly three reasons that are true of this city. */
  sellingPoints: z
    .tuple([sellingPoint, sellingPoint, sellingPoint])
    .meta({ label: 'Selling points', help: 'exactly three reasons that are true of this city' }),
  /** Paragraphs about roofing in this city: housing stock, weather, codes, neighborhoods. */
  localStory: z
    .array(text.meta({ label: 'Paragraph', role: 'copy' }))
    .min(1, 'needs at least one paragraph')
    .meta({ label: 'Local story', help: 'housing stock, weather, codes, neighborhoods' }),
  /** Sections of the allow-list (schema/city-sections.ts), after the local story. */
  sections: citySections,
  faqs: z.array(faqItemSchema).min(1, 'needs at least one question').meta({ label: 'Questions' }),
  theme: themeName.optional(),
  /**
   * Why we serve this city although it lies farther than the site file's service radius from every
   * office (the content gate measures it); shown on the page as the last paragraph of the local story.
   */
  beyondRadius: text
    .meta({ label: 'Why beyond the radius', role: 'copy', help: 'shown as the last paragraph of the local story' })
    .optional(),
});

/** A pin outside its state is a typo; the message names the author's `coordinates`. */
export function pinInsideState(
  city: { coordinates: { lat: number; lng: number }; state: z.infer<typeof stateCode> },
  ctx: z.RefinementCtx,
) {
  if (!insideState(city.coordinates, city.state))
    ctx.addIssue({ code: 'custom', path: ['coordinates'], message: outsideStateMessage(city.coordinates, city.state) });
}
