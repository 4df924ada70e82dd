import type { HeroProps } from './schema';
import { officeById } from '../../schema/office';
import { telHref } from '../../shared/phone';
import { button, buttonRow, container } from '../../ui/theme/primitives.css';
import { useCallOffice } from '../../ui/call-office';
import { useSite } from '../../ui/page-context';
import { Icon } from '../../ui/Icon';
import { Picture } from '../_shared/Picture';
import { ActionLinks } from '../_shared/Actions';
import * as s from './Hero.css';

export function Hero(props: HeroProps) {
  const site = useSite();
  const office = useCallOffice(props.callOffice ? officeById(site, props.callOffice) : undefined);
  return (
    <div className={`${s.hero} ${props.size === 'large' ? s.large : ''} ${props.image ? s.withImage : ''}`}>
      {/* The photo is the page's largest first paint (its LCP), so it is fetched first, at once. */}
      {props.image && (
        <Picture image={props.image} className={s.backdrop} imgClassName={s.backdropImage} sizes="100vw" priority />
      )}
      <div className={`${container} ${s.inner}`}>
        <div className={s.copy}>
          {props.eyebrow && <p className={s.eyebrow}>{props.eyebrow}</p>}
          <h1 className={s.heading}>{props.heading}</h1>
          {props.subheading && <p className={s.sub}>{props.subheading}</p>}
          <div className={buttonRow}>
            <ActionLinks actions={props.actions} first="primary" rest="onDark" />
            {office && (
              <a href={telHref(office.phone)} className={button({ kind: props.actions.length ? 'onDark' : 'primary' })}>
                <Icon name="phone" size={18} /> Call Now {office.phone}
              </a>
            )}
          </div>
          {props.highlights.length > 0 && (
            <ul className={s.highlights}>
              {props.highlights.map((item) => (
                <li key={item} className={s.highlight}>
                  <Icon name="check" size={18} />
                  <span className={s.highlightText}>{item}</span>
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </div>
  );
}
