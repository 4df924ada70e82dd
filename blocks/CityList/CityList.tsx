import type { CityListProps } from './schema';
import { subtle } from '../../ui/theme/primitives.css';
import type { CityMeta } from '../../schema/page';
import { usePage } from '../../ui/page-context';
import { Icon } from '../../ui/Icon';
import { Section } from '../_shared/Section';
import { SectionHeader } from '../_shared/SectionHeader';
import { SmartLink } from '../_shared/SmartLink';
import * as s from './CityList.css';

const regions = [
  { name: 'Oklahoma', states: ['OK'] },
  { name: 'Kansas City Metro (Kansas & Missouri)', states: ['KS', 'MO'] },
] as const;

function pickCities(props: CityListProps, all: CityMeta[]): CityMeta[] {
  if (props.cities === 'all') return all.filter((c) => !props.states || props.states.includes(c.state));
  const bySlug = new Map(all.map((c) => [c.slug, c]));
  return props.cities.map((slug) => bySlug.get(slug)).filter((c): c is CityMeta => Boolean(c));
}

export function CityList(props: CityListProps) {
  const { cities: all } = usePage();
  const cities = pickCities(props, all);
  const chips = (list: CityMeta[]) => (
    <ul className={s.list}>
      {list.map((city) => (
        <li key={city.slug}>
          <SmartLink href={`/locations/${city.slug}`} className={s.chip}>
            <Icon name="pin" size={16} /> {city.name}
            {props.layout === 'inline' ? `, ${city.state}` : ''}
          </SmartLink>
        </li>
      ))}
    </ul>
  );
  return (
    <Section id={props.id} tone={props.tone}>
      <SectionHeader eyebrow={props.eyebrow} heading={props.heading} intro={props.intro} />
      {props.layout === 'inline' ? (
        chips(cities)
      ) : (
        <div className={s.groups}>
          {regions.map((region) => {
            const inRegion = cities.filter((c) => (region.states as readonly string[]).includes(c.state));
            if (!inRegion.length) return null;
            return (
              <div key={region.name}>
                <h3 className={s.groupHeading}>
                  {region.name} <span className={subtle}>({inRegion.length} cities)</span>
                </h3>
                {chips(inRegion)}
              </div>
            );
          })}
        </div>
      )}
    </Section>
  );
}
