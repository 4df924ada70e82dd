import { describe, expect, it } from 'vitest';
import { compileSite } from '../../content/compile';

/** What every city page claims about its state, read from the built page definitions. */
describe('city pages by state', () => {
  it('claim only what is true in their own state: no Missouri page says it is licensed in Kansas', async () => {
    const content = await compileSite(process.cwd());
    const cities = content.pages.map((loaded) => loaded.def).filter((page) => page.city);
    expect(cities.length).toBe(24);
    const text = (page: (typeof cities)[number]) => JSON.stringify(page.blocks);
    const missouri = cities.filter((page) => page.city!.state === 'MO');
    expect(missouri.map((page) => page.city!.name).sort()).toEqual(['Blue Springs', 'Kansas City']);
    for (const page of missouri) {
      expect(text(page), page.path).not.toMatch(/Licensed (in|to work in) (Kansas|Missouri)/);
      const hero = page.blocks.find((block) => block.type === 'Hero') as { highlights?: string[] };
      expect(hero.highlights, page.path).toContain(content.site?.states.MO?.credential);
    }
    for (const page of cities.filter((p) => p.city!.state === 'KS')) {
      const hero = page.blocks.find((block) => block.type === 'Hero') as { highlights?: string[] };
      expect(hero.highlights, page.path).toContain('Licensed in Kansas');
    }
  });
});
