import type { ServiceCardsProps } from './schema';
import { grid, plainList } from '../../ui/theme/primitives.css';
import { Icon } from '../../ui/Icon';
import { Section } from '../_shared/Section';
import { SectionHeader } from '../_shared/SectionHeader';
import { SmartLink } from '../../ui/SmartLink';
import * as c from '../_shared/cards.css';

export function ServiceCards(props: ServiceCardsProps) {
  return (
    <Section id={props.id} tone={props.tone}>
      <SectionHeader eyebrow={props.eyebrow} heading={props.heading} intro={props.intro} />
      <ul className={`${grid.three} ${plainList}`}>
        {props.items.map((item) => (
          <li key={item.link.href}>
            <SmartLink href={item.link.href} className={c.cardLink}>
              <span className={c.iconBadge}>
                <Icon name={item.icon} />
              </span>
              <h3 className={c.cardTitle}>{item.title}</h3>
              <p className={c.cardBody}>{item.body}</p>
              <span className={c.more}>
                {item.link.label} <span className="visually-hidden">about {item.title}</span>
                <Icon name="arrowRight" size={18} />
              </span>
            </SmartLink>
          </li>
        ))}
      </ul>
    </Section>
  );
}
