import type { HeroProps } from './schema';
import type { StateCode } from '../../schema/common';
import { officeById, primaryOffice } from '../../schema/office';
import { registrationShort, reviewsLabel } from '../../schema/proof-facts';
import { telHref } from '../../shared/phone';
import { button, buttonRow, container, nowrap } from '../../ui/theme/primitives.css';
import { useCallOffice } from '../../ui/call-office';
import { useSite } from '../../ui/page-context';
import { Icon } from '../../ui/Icon';
import { Picture } from '../_shared/Picture';
import { ActionLinks } from '../_shared/Actions';
import * as s from './Hero.css';

export function Hero(props: HeroProps) {
  const site = useSite();
  const ids =
    props.callOffice === undefined ? [] : Array.isArray(props.callOffice) ? props.callOffice : [props.callOffice];
  // One office follows the visit (ui/call-office.tsx); a list of several stays as written.
  const single = useCallOffice(ids.length === 1 ? officeById(site, ids[0]!) : undefined);
  const offices = single ? [single] : ids.map((id) => officeById(site, id));
  const office = offices[0];
  const calls = offices.map((callee, index) => (
    <a
      key={callee.id}
      href={telHref(callee.phone)}
      className={button({ kind: index === 0 && (props.callFirst || !props.actions.length) ? 'primary' : 'onDark' })}
    >
      <Icon name="phone" size={18} />{' '}
      {/* One piece beside the icon, the number never broken: on a phone the label wraps before it. */}
      <span>
        {offices.length > 1 ? `Call ${callee.locality}` : 'Call Now'} <span className={nowrap}>{callee.phone}</span>
      </span>
    </a>
  ));
  const hero = (
    <div
      className={`${s.hero} ${props.size === 'large' ? s.large : ''} ${props.image ? s.withImage : ''} ${props.proof ? s.withBand : ''}`}
    >
      {/* The photo is the page's largest first paint (its LCP), so it is fetched first, at once. */}
      {props.image && (
        <Picture image={props.image} className={s.backdrop} imgClassName={s.backdropImage} sizes="100vw" priority />
      )}
      <div className={s.inner}>
        <div className={s.copy}>
          {props.eyebrow && <p className={s.eyebrow}>{props.eyebrow}</p>}
          <h1 className={s.heading}>{props.heading}</h1>
          {props.subheading && <p className={s.sub}>{props.subheading}</p>}
          <div className={buttonRow}>
            {props.callFirst && calls}
            <ActionLinks
              actions={props.actions}
              first={props.callFirst && calls.length ? 'onDark' : 'primary'}
              rest="onDark"
            />
            {!props.callFirst && calls}
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
  if (!props.proof) return hero;
  // The checkable facts sit on a solid band under the picture, not over it: over it they lay on
  // the drawing's truck at every width from 768 to 1440 px.
  return (
    <div>
      {hero}
      <div className={s.band}>
        <div className={container}>
          <TrustRow state={office?.region ?? primaryOffice(site).region} />
        </div>
      </div>
    </div>
  );
}

/** Three facts a homeowner can check, each a link to where to check it. */
function TrustRow({ state }: { state: StateCode }) {
  const site = useSite();
  const registration = site.proof.registrations.find((entry) => entry.state === state);
  const certification = site.proof.certifications[0];
  return (
    <ul className={s.trustRow} aria-label="What you can check">
      <li>
        {/* Same tab, and no words hidden in the chip: what it says is where it goes. */}
        <a className={s.trustLink} href={site.proof.reviews.url}>
          <Icon name="star" size={16} /> {site.company.rating.value.toFixed(1)} · {reviewsLabel(site)}
        </a>
      </li>
      {registration && (
        <li>
          <a className={s.trustLink} href={registration.verifyUrl} title={`Look it up with the ${registration.issuer}`}>
            <Icon name="shield" size={16} /> {registrationShort(site, registration)}
          </a>
        </li>
      )}
      {certification && (
        <li className={s.trustItem}>
          <Icon name="check" size={16} /> {certification.manufacturer} {certification.tier}
        </li>
      )}
    </ul>
  );
}
