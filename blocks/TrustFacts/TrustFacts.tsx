import type { TrustFactsProps } from './schema';
import { proofFacts, type ProofFact } from '../../schema/proof-facts';
import { grid, plainList } from '../../ui/theme/primitives.css';
import { Icon } from '../../ui/Icon';
import { useSite } from '../../ui/page-context';
import { Section } from '../_shared/Section';
import { SectionHeader } from '../_shared/SectionHeader';
import { SmartLink } from '../../ui/SmartLink';
import * as c from '../_shared/cards.css';
import * as s from './TrustFacts.css';

const ICONS: Record<ProofFact['kind'], string> = {
  registration: 'shield',
  insurance: 'shield',
  certification: 'star',
  veteran: 'check',
  reviews: 'star',
};

export function TrustFacts(props: TrustFactsProps) {
  const site = useSite();
  const facts = proofFacts(site, props.state);
  return (
    <Section id={props.id} tone={props.tone}>
      <SectionHeader eyebrow={props.eyebrow} heading={props.heading} intro={props.intro} />
      <ul className={`${grid.three} ${plainList}`}>
        {facts.map((fact) => (
          <li key={`${fact.kind}:${fact.title}`}>
            <article className={s.fact}>
              <span className={c.iconBadge}>
                <Icon name={ICONS[fact.kind]} />
              </span>
              <p className={s.label}>{fact.label}</p>
              <h3 className={c.cardTitle}>{fact.title}</h3>
              <p className={c.cardBody}>{fact.body}</p>
              {fact.link && (
                <SmartLink href={fact.link.href} className={s.link}>
                  {fact.link.label}
                  {fact.link.href.startsWith('http') && <span className="visually-hidden"> (opens in a new tab)</span>}
                  <Icon name="arrowRight" size={18} />
                </SmartLink>
              )}
            </article>
          </li>
        ))}
      </ul>
    </Section>
  );
}
