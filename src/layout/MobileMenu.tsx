import { useCallback, useEffect, useRef, useState } from 'react';
import { InspectionLink } from './InspectionLink';
import { keepTabInside } from '../../ui/focus-trap';
import { HoursList } from '../../ui/HoursList';
import { Icon } from '../../ui/Icon';
import type { Site } from '../../schema/site';
import { telHref } from '../../shared/phone';
import { useSite } from '../../ui/page-context';
import { SiteLink } from '../../ui/SiteLink';
import { ghostButton } from '../../ui/theme/primitives.css';
import * as s from './MobileMenu.css';

/**
 * The menu on screens narrower than the desktop navigation. It is a <details>, so without
 * JavaScript, and while the app is still starting, "Menu" opens a panel under the header and the
 * same control closes it. Once the page is interactive the panel becomes a modal dialog sliding in
 * from the right: focus moves into it and stays there, Escape, the backdrop, Close or a link close
 * it, and focus returns to "Menu". The <details> stays the one source of its state (React follows
 * its toggle event), so a menu opened before hydration is still open after it.
 */
export function MobileMenu() {
  const site = useSite();
  const [open, setOpen] = useState(false);
  const [enhanced, setEnhanced] = useState(false);
  const menu = useRef<HTMLDetailsElement>(null);
  const toggle = useRef<HTMLElement>(null);
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    setEnhanced(true);
    setOpen(menu.current?.open ?? false);
  }, []);
  // The toggle event that follows brings the state along.
  const close = useCallback(() => {
    if (menu.current) menu.current.open = false;
  }, []);
  const closeAndReturn = useCallback(() => {
    close();
    toggle.current?.focus();
  }, [close]);

  useEffect(() => {
    if (!open) return;
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    panel.current?.querySelector<HTMLElement>('[data-close]')?.focus();
    return () => {
      document.body.style.overflow = previousOverflow;
    };
  }, [open]);

  // Listening from the start and reading the <details> itself: its toggle event (and so `open`)
  // comes a task after the tap, and an Escape pressed in between must still close it.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!menu.current?.open) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        closeAndReturn();
        return;
      }
      if (panel.current) keepTabInside(event, panel.current);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [closeAndReturn]);

  return (
    <details
      ref={menu}
      className={s.menu}
      data-enhanced={enhanced ? '' : undefined}
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary ref={toggle} className={`${ghostButton} ${s.toggle}`} aria-controls="mobile-menu">
        <span className={s.whenClosed}>
          <Icon name="menu" size={22} /> <span className={s.toggleLabel}>Menu</span>
        </span>
        <span className={s.whenOpen}>
          <Icon name="close" size={20} /> Close
        </span>
      </summary>
      {enhanced && open && <div className={s.overlay} onClick={close} aria-hidden="true" />}
      {/* biome-ignore lint/a11y/useAriaPropsSupportedByRole: aria-modal goes with role=dialog, which both have only when enhanced */}
      <div
        ref={panel}
        id="mobile-menu"
        className={s.panel}
        role={enhanced ? 'dialog' : undefined}
        aria-modal={enhanced ? true : undefined}
        aria-labelledby={enhanced ? 'mobile-menu-title' : undefined}
      >
        {enhanced && (
          <div className={s.head}>
            <p id="mobile-menu-title" className={s.title}>
              Menu
            </p>
            <button type="button" className={ghostButton} data-close onClick={closeAndReturn}>
              <Icon name="close" size={20} /> Close
            </button>
          </div>
        )}
        <div className={s.offer}>
          <InspectionLink className={s.offerLink} onClick={close} />
        </div>
        <nav aria-label="Mobile">
          <ul className={s.list}>
            {site.nav.main.map((item) => (
              <li key={item.href}>
                <SiteLink href={item.href} className={s.link} onClick={close}>
                  {item.label}
                </SiteLink>
                {item.href === site.nav.allServices.href && <ServiceLinks site={site} onClose={close} />}
              </li>
            ))}
          </ul>
        </nav>
        <div className={s.contact}>
          {site.offices.map((office) => (
            <a key={office.id} href={telHref(office.phone)} className={s.phone}>
              <Icon name="phone" size={18} />
              <span>
                {office.label}: <span className={s.number}>{office.phone}</span>
              </span>
            </a>
          ))}
          <div className={s.hours}>
            <p className={s.hoursTitle}>Office hours</p>
            <HoursList hours={site.hours.office} className={s.hoursList} termClassName={s.hoursTerm} />
          </div>
        </div>
      </div>
    </details>
  );
}

function ServiceLinks({ site, onClose }: { site: Site; onClose: () => void }) {
  return (
    <ul className={s.subList}>
      {site.nav.services.map((item) => (
        <li key={item.href}>
          <SiteLink href={item.href} className={s.link} onClick={onClose}>
            {item.label}
          </SiteLink>
        </li>
      ))}
    </ul>
  );
}
