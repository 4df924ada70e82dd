import type { CtaProps } from './schema';
import { officeById } from '../../schema/office';
import { telHref } from '../../shared/phone';
import { useCallOffice } from '../../ui/call-office';
import { useSite } from '../../ui/page-context';
import { button, container, nowrap, section } from '../../ui/theme/primitives.css';
import { Icon } from '../../ui/Icon';
import { ActionLinks } from '../_shared/Actions';
import * as s from './CTA.css';

export function CTA(props: CtaProps) {
  const site = useSite();
  const ids =
    props.callOffice === undefined ? [] : Array.isArray(props.callOffice) ? props.callOffice : [props.callOffice];
  // One office follows the visit (ui/call-office.tsx); a list of several stays as written.
  const single = useCallOffice(ids.length === 1 ? officeById(site, ids[0]!) : undefined);
  const offices = single ? [single] : ids.map((id) => officeById(site, id));
  const isBanner = props.variant === 'banner';
  const calls = offices.map((office, index) => (
    <a
      key={office.id}
      href={telHref(office.phone)}
      className={button({ kind: isBanner ? 'outline' : props.callFirst && index === 0 ? 'primary' : 'onDark' })}
    >
      <Icon name="phone" size={18} /> Call {offices.length > 1 && `${office.locality} `}
      <span className={nowrap}>{office.phone}</span>
    </a>
  ));
  return (
    <section id={props.id} className={section({ tone: 'plain' })} aria-label={props.heading}>
      <div className={container}>
        <div className={isBanner ? s.banner : s.panel}>
          <div>
            {props.eyebrow && <p className={s.eyebrow}>{props.eyebrow}</p>}
            <h2 className={s.heading}>{props.heading}</h2>
            {props.body && <p className={s.body}>{props.body}</p>}
          </div>
          <div className={s.actions}>
            {props.callFirst && calls}
            <ActionLinks
              actions={props.actions}
              first={isBanner ? 'secondary' : props.callFirst && calls.length ? 'onDark' : 'primary'}
              rest={isBanner ? 'secondary' : 'onDark'}
            />
            {!props.callFirst && calls}
          </div>
        </div>
      </div>
    </section>
  );
}
