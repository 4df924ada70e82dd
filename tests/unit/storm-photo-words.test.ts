import { describe, expect, it } from 'vitest';
import { PHOTO_ACCEPT, photoMessages } from '../../shared/storm-photos';

/** The kinds a sentence names: "JPEG, PNG or WebP" → jpeg, png, webp. */
const kindsNamed = (text: string) =>
  [...text.matchAll(/\b(JPEG|PNG|WebP|HEIC|HEIF|AVIF|GIF)\b/g)].map((match) => match[1]!.toLowerCase());

describe('the words about storm photos', () => {
  const accepted = PHOTO_ACCEPT.split(',').map((type) => type.replace('image/', ''));

  it('offer only the kinds the file input accepts (a HEIC named there is refused when it arrives)', () => {
    expect(kindsNamed(photoMessages.hint).filter((kind) => !accepted.includes(kind))).toEqual([]);
    expect(kindsNamed(photoMessages.notPhoto('x.bmp')).filter((kind) => !accepted.includes(kind))).toEqual([]);
  });

  it('name every kind the input accepts', () => {
    expect(new Set(kindsNamed(photoMessages.hint))).toEqual(new Set(accepted));
  });
});
