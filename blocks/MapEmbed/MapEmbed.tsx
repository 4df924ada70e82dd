import { useEffect, useState } from 'react';
import type { MapEmbedProps } from './schema';
import { normalStyle, spacedTop, term, titleSmall } from '../../ui/theme/primitives.css';
import { officeById, officeHours } from '../../schema/office';
import { telHref } from '../../shared/phone';
import { usePage, useSite } from '../../ui/page-context';
import { HoursList } from '../../ui/HoursList';
import { Icon } from '../../ui/Icon';
import { Section } from '../_shared/Section';
import { SectionHeader } from '../_shared/SectionHeader';
import { mapEmbedUrl, mapPageUrl } from './map-url';
import * as s from './MapEmbed.css';

/**
 * The map is another site's page: a frame the browser fetches at top priority as soon as it is
 * anywhere near the screen, which on a phone means at once, competing with the page's own first
 * paint. So the prerendered page holds it in <noscript> (a visitor without JavaScript gets it
 * as before) and the app puts it in place once it runs, after the page has painted.
 */
function useAfterHydration(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  return ready;
}

export function MapEmbed(props: MapEmbedProps) {
  const site = useSite();
  const hydrated = useAfterHydration();
  const { page } = usePage();
  const point =
    props.center === 'city'
      ? // MapEmbed's content rule refuses 'city' on a page without a city.
        page.city!.coordinates
      : 'office' in props.center
        ? officeById(site, props.center.office).coordinates
        : props.center;
  const office = props.office ? officeById(site, props.office) : undefined;
  const largerMap = (
    <a className={s.larger} href={mapPageUrl(point, props.zoom)} rel="noopener" target="_blank">
      View larger map<span className="visually-hidden"> (opens OpenStreetMap in a new tab)</span>
    </a>
  );
  const frame = (
    <iframe
      className={s.frame}
      title={props.title}
      src={mapEmbedUrl(point)}
      loading="lazy"
      referrerPolicy="no-referrer-when-downgrade"
    />
  );
  return (
    <Section id={props.id} tone={props.tone}>
      <SectionHeader eyebrow={props.eyebrow} heading={props.heading} intro={props.intro} />
      <div className={office ? s.layout : undefined}>
        <div className={s.frameWrap}>{hydrated ? frame : <noscript>{frame}</noscript>}</div>
        {office && (
          <address className={`${s.office} ${normalStyle}`}>
            <strong className={titleSmall}>{office.label}</strong>
            <p className={s.row}>
              <Icon name="pin" size={20} />
              <span>
                {office.streetAddress}
                <br />
                {office.locality}, {office.region} {office.postalCode}
              </span>
            </p>
            <p className={s.row}>
              <Icon name="phone" size={20} />
              <a href={telHref(office.phone)}>{office.phone}</a>
            </p>
            {props.showHours && (
              <HoursList hours={officeHours(site, office)} className={s.hours} termClassName={term} />
            )}
            {largerMap}
          </address>
        )}
      </div>
      {!office && <p className={spacedTop}>{largerMap}</p>}
    </Section>
  );
}
