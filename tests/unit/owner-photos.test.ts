import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileSite } from '../../content/compile';
import { launchItems } from '../../content/launch-report';
import { readStandIns } from '../../content/stand-ins';
import { parseForOwner } from '../../schema/owner-content/owner-words';
import { FOUNDER_SLOT, photoSlotsOf } from '../../schema/owner-content/photo-slots';
import { photos } from '../../schema/owner-content/photos';

const root = path.resolve(import.meta.dirname, '../..');
const MEDIA = 'c'.repeat(64);

describe("the photo slots: the photos the launch report asks for, each the owner's to fill", () => {
  it('are exactly the photos npm run launch:report lists, by the slot it names', async () => {
    const content = await compileSite(root);
    if (!content.loaded) throw new Error('the site did not compile');
    const asked = launchItems(root, content)
      .filter((item) => item.kind === 'photo')
      .map((item) => item.slot);
    const slots = photoSlotsOf(readStandIns(root), content.site.proof.founder.name).map((slot) => slot.id);
    expect(asked.length).toBeGreaterThan(20);
    expect([...slots].sort()).toEqual([...asked].sort());
  }, 60_000);

  it('are grouped, the founder first, each with what to photograph and its stand-in drawing', () => {
    const slots = photoSlotsOf(readStandIns(root), 'Daniel Whitaker');
    expect(slots[0]).toMatchObject({ id: FOUNDER_SLOT, group: 'About', label: "Founder's portrait" });
    expect(slots[0]!.standIn).toBeUndefined();
    expect(slots.find((slot) => slot.id === 'city-kansas')).toMatchObject({
      group: 'Cities',
      label: 'City pages in Kansas',
      standIn: 'hero-kansas.svg',
    });
    expect(slots.find((slot) => slot.id === 'photo-epdm-roofing')).toMatchObject({
      group: 'Services',
      label: 'EPDM roofing',
    });
    expect(slots.find((slot) => slot.id === 'historic-jenks')).toMatchObject({
      group: 'Projects',
      label: 'Historic Jenks',
    });
    expect(new Set(slots.map((slot) => slot.id)).size).toBe(slots.length);
  });
});

describe("a photo's description", () => {
  const check = (alt: string) => parseForOwner(photos.schema, { slots: { [FOUNDER_SLOT]: { media: MEDIA, alt } } });

  it('is kept when it says what the photo shows', () => {
    expect(check('  Daniel Whitaker beside the crew truck ')).toMatchObject({
      success: true,
      data: { slots: { [FOUNDER_SLOT]: { alt: 'Daniel Whitaker beside the crew truck' } } },
    });
  });

  it.each([
    ['empty', ''],
    ['only spaces', '   '],
    ['a file name', 'IMG_2041.JPG'],
    ['only a word for picture', 'Photo'],
    ['too long to be read out', 'A roof. '.repeat(40)],
  ])('is refused when %s, on its field in the owner words', (_, alt) => {
    const parsed = check(alt);
    expect(parsed.success).toBe(false);
    if (parsed.success) return;
    expect(parsed.problems).toEqual([
      expect.objectContaining({
        path: `slots.${FOUNDER_SLOT}.alt`,
        message: expect.stringMatching(/^(Describe|Shorten)/),
      }),
    ]);
  });
});
