import type { FaqProps } from './schema';
import { inheritFont } from '../../ui/theme/primitives.css';
import { Icon } from '../../ui/Icon';
import { Section } from '../_shared/Section';
import { SectionHeader } from '../_shared/SectionHeader';
import * as s from './FAQ.css';

/** Native disclosure widgets: answers open and close without JavaScript and stay in the HTML for crawlers. */
export function FAQ(props: FaqProps) {
  return (
    <Section id={props.id} tone={props.tone}>
      <SectionHeader
        eyebrow={props.eyebrow}
        heading={props.heading ?? 'Frequently asked questions'}
        intro={props.intro}
      />
      <div className={s.list}>
        {props.items.map((item, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: an entry's place is its key: the words change under the editor's live preview (two new entries are both empty), and a page's entries never move
          <details key={index} className={s.item}>
            <summary className={s.summary}>
              <h3 className={inheritFont}>{item.question}</h3>
              <Icon name="chevronDown" className={s.chevron} />
            </summary>
            <p className={s.answer}>{item.answer}</p>
          </details>
        ))}
      </div>
    </Section>
  );
}
