import type { CityLink, CityListProps } from './schema';
import { regionsOf } from '../../schema/site-facts';
import { useSite } from '../../ui/page-context';
import { subtle } from '../../ui/theme/primitives.css';
import { Icon } from '../../ui/Icon';
import { Section } from '../_shared/Section';
import { SectionHeader } from '../_shared/SectionHeader';
import { SmartLink } from '../../ui/SmartLink';
import * as s from './CityList.css';

export function CityList(props: CityListProps) {
  // The list comes resolved from the build (index.ts): the browser never loads the whole city index.
  const cities = props.list ?? [];
  const site = useSite();
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
          {regionsOf(site).map((region) => {
            // The content gate holds every city page to a state of the site file, so none falls outside.
            const inRegion = cities.filter((c) => region.states.includes(c.state));
            if (!inRegion.length) return null;
            return (
              <div key={region.name}>
                <h3 className={s.groupHeading}>
                  {region.name}{' '}
                  <span className={`${subtle} ${s.groupCount}`}>
                    ({inRegion.length === 1 ? '1 city' : `${inRegion.length} cities`})
                  </span>
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
