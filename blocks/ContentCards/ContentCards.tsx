import type { ContentCardsProps } from './schema';
import { grid, plainList } from '../../ui/theme/primitives.css';
import { Icon } from '../../ui/Icon';
import { SectionActions } from '../_shared/Actions';
import { Picture } from '../_shared/Picture';
import { Section } from '../_shared/Section';
import { SectionHeader } from '../_shared/SectionHeader';
import { SmartLink } from '../../ui/SmartLink';
import * as c from '../_shared/cards.css';
import * as s from './ContentCards.css';

export function ContentCards(props: ContentCardsProps) {
  return (
    <Section id={props.id} tone={props.tone}>
      <SectionHeader eyebrow={props.eyebrow} heading={props.heading} intro={props.intro} />
      <ul className={`${grid[props.columns]} ${plainList}`}>
        {props.items.map((item, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: an entry's place is its key: the words change under the editor's live preview (two new entries are both empty), and a page's entries never move
          <li key={index}>
            <article className={s.card}>
              {item.image && (
                <Picture
                  image={item.image}
                  imgClassName={s.image}
                  sizes="(min-width: 1280px) 380px, (min-width: 640px) 45vw, 100vw"
                />
              )}
              <div className={s.body}>
                {item.icon && (
                  <span className={c.iconBadge}>
                    <Icon name={item.icon} />
                  </span>
                )}
                {item.meta && <p className={s.meta}>{item.meta}</p>}
                <h3 className={c.cardTitle}>{item.title}</h3>
                {item.body && <p className={c.cardBody}>{item.body}</p>}
                {item.points.length > 0 && (
                  <ul className={s.points}>
                    {item.points.map((point) => (
                      <li key={point}>{point}</li>
                    ))}
                  </ul>
                )}
                {item.link && (
                  <SmartLink href={item.link.href} className={s.link}>
                    {item.link.label} <Icon name="arrowRight" size={18} />
                  </SmartLink>
                )}
              </div>
            </article>
          </li>
        ))}
      </ul>
      <SectionActions actions={props.actions} kind="outline" align="center" />
    </Section>
  );
}
