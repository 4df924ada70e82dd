import type { FounderProps } from './schema';
import { useSite } from '../../ui/page-context';
import { Picture } from '../_shared/Picture';
import { Section } from '../_shared/Section';
import { SectionHeader } from '../_shared/SectionHeader';
import * as s from './Founder.css';

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter((word) => /^\p{L}/u.test(word))
    .map((word) => word[0])
    .slice(0, 2)
    .join('');

export function Founder(props: FounderProps) {
  const { founder } = useSite().proof;
  return (
    <Section id={props.id} tone={props.tone}>
      <SectionHeader eyebrow={props.eyebrow} heading={props.heading} intro={props.intro} />
      <div className={s.layout}>
        {props.image ? (
          <Picture
            image={props.image}
            className={s.portrait}
            imgClassName={s.photo}
            sizes="(min-width: 768px) 280px, 60vw"
          />
        ) : (
          <span className={s.initials} aria-hidden="true">
            {initialsOf(founder.name)}
          </span>
        )}
        <div className={s.copy}>
          <h3 className={s.name}>{founder.name}</h3>
          <p className={s.role}>
            {founder.role} · {founder.service}
          </p>
          {founder.story.map((paragraph) => (
            <p key={paragraph} className={s.paragraph}>
              {paragraph}
            </p>
          ))}
        </div>
      </div>
    </Section>
  );
}
