import type { TrustFactsProps } from './schema';
import { proofFacts, type ProofFact } from '../../schema/proof-facts';
import { plainList } from '../../ui/theme/primitives.css';
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
      {/* On a phone each fact is a small tile (what and who) that opens on a tap for the rest: a
          <details>, so it opens without JavaScript too. From tablet width up every fact is open
          (TrustFacts.css.ts): seven full cards took some 2,600 px of a phone's /contact. */}
      <ul className={`${s.list} ${plainList}`}>
        {facts.map((fact) => (
          <li key={`${fact.kind}:${fact.title}`} className={s.item}>
            <details className={s.fact}>
              <summary className={s.summary}>
                <span className={`${c.iconBadge} ${s.badge}`}>
                  <Icon name={ICONS[fact.kind]} />
                </span>
                <span className={s.label}>{fact.label}</span>
                <h3 className={`${c.cardTitle} ${s.title}`}>{fact.title}</h3>
                <span className={s.more} aria-hidden="true">
                  <Icon name="chevronDown" size={18} />
                </span>
              </summary>
              <div className={s.details}>
                <p className={c.cardBody}>{fact.body}</p>
                {fact.link && (
                  <SmartLink href={fact.link.href} className={s.link}>
                    {fact.link.label}
                    {fact.link.href.startsWith('http') && (
                      <span className="visually-hidden"> (opens in a new tab)</span>
                    )}
                    <Icon name="arrowRight" size={18} />
                  </SmartLink>
                )}
              </div>
            </details>
          </li>
        ))}
      </ul>
    </Section>
  );
}
