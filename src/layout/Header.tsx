import { useEffect, useRef } from 'react';
import { STICKY_HEADER_PROPERTY } from '../../ui/theme/sticky-header';
import { Icon } from '../../ui/Icon';
import type { Office } from '../../schema/site';
import { telHref } from '../../shared/phone';
import { useSite } from '../../ui/page-context';
import { SiteLink } from '../../ui/SiteLink';
import { button, container } from '../../ui/theme/primitives.css';
import { BrandMark } from '../../ui/BrandMark';
import { MainNavLink } from './MainNavLink';
import { InspectionLink } from './InspectionLink';
import { MobileMenu } from './MobileMenu';
import { ServicesDropdown } from './ServicesDropdown';
import * as s from './Header.css';

/**
 * The whole header stays on screen while the page scrolls (it is sticky as one piece, so nothing
 * inside it can scroll away): on phones the bar with Call and Menu, from tablet width up also the
 * office phones and hours above it, and from 1200 px the full navigation.
 */
export function Header({ office }: { office: Office }) {
  const site = useSite();
  const hours = site.hours.office.map((line) => `${line.days} ${line.hours}`).join(' · ');
  const ref = useRef<HTMLElement>(null);

  // Whatever the browser scrolls to (a #fragment, a thank-you panel, a focused field) stops below
  // the header at its real height, whatever the width and the fonts make of it.
  useEffect(() => {
    const header = ref.current;
    if (!header || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() =>
      root.style.setProperty(STICKY_HEADER_PROPERTY, `${Math.ceil(header.getBoundingClientRect().height)}px`),
    );
    observer.observe(header);
    return () => observer.disconnect();
  }, []);

  return (
    <header ref={ref} className={s.header}>
      <div className={s.topbar}>
        <div className={`${container} ${s.topbarInner}`}>
          <p className={s.topbarNote}>{site.company.headerNote}</p>
          <p className={s.topbarHours}>
            <Icon name="clock" size={16} /> Office hours: {hours}
          </p>
          <ul className={s.phones} aria-label="Call an office">
            {site.offices.map((o) => (
              <li key={o.id}>
                <a className={s.phoneLink} href={telHref(o.phone)}>
                  <Icon name="phone" size={16} />
                  <span className={s.phoneCity}>{o.label}:</span> <span className={s.number}>{o.phone}</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className={s.bar}>
        <div className={`${container} ${s.barInner}`}>
          <SiteLink href="/" className={s.brand}>
            <BrandMark className={s.brandMark} />
            <span className={s.brandText}>
              <span className={s.brandName}>{site.company.mark.name}</span>{' '}
              <span className={s.brandSub}>{site.company.mark.sub}</span>
            </span>
          </SiteLink>
          <nav aria-label="Main" className={s.desktopNav}>
            <ul className={s.navList}>
              {site.nav.main.map((item) =>
                item.href === site.nav.allServices.href ? (
                  <ServicesDropdown
                    key={item.href}
                    label={item.label}
                    href={item.href}
                    items={site.nav.services}
                    all={site.nav.allServices}
                  />
                ) : (
                  <li key={item.href}>
                    <MainNavLink href={item.href} label={item.label} />
                  </li>
                ),
              )}
            </ul>
          </nav>
          <div className={s.actions}>
            <a href={telHref(office.phone)} className={`${button({ kind: 'secondary' })} ${s.call}`}>
              <Icon name="phone" size={18} />
              <span className={s.callLabel}>Call</span>
              <span className="visually-hidden">
                {' '}
                {office.label} {office.phone}
              </span>
            </a>
            <InspectionLink className={s.cta} />
            <MobileMenu />
          </div>
        </div>
      </div>
    </header>
  );
}
