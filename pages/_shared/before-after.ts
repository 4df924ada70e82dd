import path from 'node:path';
import type { BeforeAfterItem } from '../../blocks/BeforeAfter/schema';
import { currentStandIns, ownerAlt, photoOrDrawing } from '../../content/stand-ins';

const root = path.resolve(import.meta.dirname, '../..');

/** A drawing's alt says it is one, as the gallery's do; the owner's photo's alt is what it shows. */
function picture(photo: string, drawing: string, alt: string) {
  const src = photoOrDrawing(root, photo, drawing);
  const drawn = currentStandIns(root).has(src);
  return { src, alt: ownerAlt(src) ?? (drawn ? `Illustration: ${alt.charAt(0).toLowerCase()}${alt.slice(1)}` : alt) };
}

/**
 * Before/after pairs, shown wherever they fit. Each side is the owner's photo
 * (images/<job>-before.jpg, images/<job>-after.jpg, taken from one spot) once it is in, until then
 * its drawing (images/stand-ins.json says what to photograph).
 */
export const hailReroofSouthTulsa: BeforeAfterItem = {
  title: 'Hail claim re-roof',
  location: 'South Tulsa, OK',
  body: 'Golf-ball hail bruised every slope and tore shingles loose; we tarped it the same day, met the adjuster on the roof and put on Class 4 impact-rated shingles once the claim was approved.',
  before: picture(
    'hail-reroof-south-tulsa-before',
    'before-hail-reroof-south-tulsa.svg',
    'Hail-damaged shingle roof with a blue tarp, missing and lifted shingles and hail marks',
  ),
  after: picture(
    'hail-reroof-south-tulsa-after',
    'after-hail-reroof-south-tulsa.svg',
    'The same home with a new charcoal architectural shingle roof',
  ),
};
