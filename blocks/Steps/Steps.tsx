import type { StepsProps } from './schema';
import { fullRows } from '../../ui/theme/primitives.css';
import { Section } from '../_shared/Section';
import { SectionHeader } from '../_shared/SectionHeader';
import { SectionActions } from '../_shared/Actions';
import * as s from './Steps.css';

export function Steps(props: StepsProps) {
  return (
    <Section id={props.id} tone={props.tone}>
      <SectionHeader eyebrow={props.eyebrow} heading={props.heading} intro={props.intro} />
      <ol className={`${s.list} ${fullRows}`}>
        {props.items.map((item, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: an entry's place is its key: the words change under the editor's live preview (two new entries are both empty), and a page's entries never move
          <li key={index} className={s.step}>
            <span className={s.number} aria-hidden="true">
              {index + 1}
            </span>
            <h3 className={s.title}>
              <span className="visually-hidden">Step {index + 1}: </span>
              {item.title}
            </h3>
            <p className={s.body}>{item.body}</p>
          </li>
        ))}
      </ol>
      <SectionActions actions={props.actions} kind="secondary" />
    </Section>
  );
}
