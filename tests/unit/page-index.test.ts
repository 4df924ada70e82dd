import { describe, expect, it } from 'vitest';
import { siteIndexOf } from '../../content/build/page-index';
import { site } from '../support/site';

describe('the page index the server credits requests by', () => {
  it('names every service page (by the menus’ words, or its own label where they leave it out) and gives an alias its page’s facts', () => {
    const inMenu = site.nav.services[0]!;
    const { pages } = siteIndexOf(
      [
        { def: { path: inMenu.href, label: 'Another label' } },
        { def: { path: '/services/not-in-any-menu', label: 'Emergency Tarping' } },
        { def: { path: '/about', label: 'About' } },
        {
          def: {
            path: '/locations/jenks',
            aliases: ['/locations/jenks-roofing'],
            label: 'Jenks',
            city: { slug: 'jenks', name: 'Jenks', state: 'OK' },
          },
        },
      ],
      site,
    );
    expect(pages.map((page) => [page.path, page.kind, page.service, page.city])).toEqual([
      [inMenu.href, 'service', inMenu.label, null],
      ['/services/not-in-any-menu', 'service', 'Emergency Tarping', null],
      ['/about', 'other', null, null],
      ['/locations/jenks', 'city', null, 'Jenks'],
      // A visit landing on the alias is credited to the city's page.
      ['/locations/jenks-roofing', 'city', null, 'Jenks'],
    ]);
  });
});
