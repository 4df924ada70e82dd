import type { CityLink, CityListProps } from './schema';
import { subtle } from '../../ui/theme/primitives.css';
import { Icon } from '../../ui/Icon';
import { Section } from '../_shared/Section';
import { SectionHeader } from '../_shared/SectionHeader';
import { SmartLink } from '../_shared/SmartLink';
import * as s from './CityList.css';

const regions = [
  { name: 'Oklahoma', states: ['OK'] },
  { name: 'Kansas City Metro (Kansas & Missouri)', states: ['KS', 'MO'] },
] as const;

export function CityList(props: CityListProps) {
  // The list comes resolved from the build (index.ts): the browser never loads the whole city index.
  const cities = props.list ?? [];
  const chips = (list: CityLink[]) => (
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
