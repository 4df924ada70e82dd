import { Link } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { Icon } from '../../blocks/_shared/Icon';
import type { Site } from '../../schema/site';
import { telHref } from '../../schema/phone';
import { useSite } from '../render/context';
import { ghostButton } from '../theme/primitives.css';
import * as s from './MobileMenu.css';

const focusable = 'a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The slide-in panel on small screens: a modal dialog that keeps focus inside until it closes. */
export function MobileMenu(props: { open: boolean; onClose: () => void; returnFocus: () => void }) {
  const site = useSite();
  const panel = useRef<HTMLDivElement>(null);
  const { open, onClose, returnFocus } = props;

  useEffect(() => {
    if (!open) return;
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    panel.current?.querySelector<HTMLElement>('[data-close]')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        onClose();
        returnFocus();
        return;
      }
      if (event.key !== 'Tab' || !panel.current) return;
      const items = Array.from(panel.current.querySelectorAll<HTMLElement>(focusable));
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) return;
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.body.style.overflow = previousOverflow;
      document.removeEventListener('keydown', onKey);
    };
  }, [open, onClose, returnFocus]);

  if (!open) return null;
  return (
    <>
      <div className={s.overlay} onClick={onClose} aria-hidden="true" />
      <div ref={panel} id="mobile-menu" className={s.panel} role="dialog" aria-modal="true" aria-labelledby="mobile-menu-title">
        <div className={s.head}>
          <p id="mobile-menu-title" className={s.title}>
            Menu
          </p>
          <button
            type="button"
            className={ghostButton}
            data-close
            onClick={() => {
              onClose();
              returnFocus();
            }}
          >
            <Icon name="close" size={20} /> Close
          </button>
        </div>
        <nav aria-label="Mobile">
          <ul className={s.list}>
            {site.nav.main.map((item) => (
              <li key={item.href}>
                <Link to={item.href} className={s.link} onClick={onClose} activeOptions={{ exact: true }} activeProps={{ 'aria-current': 'page' }}>
                  {item.label}
                </Link>
                {item.href === site.nav.allServices.href && <ServiceLinks site={site} onClose={onClose} />}
              </li>
            ))}
          </ul>
        </nav>
        <div className={s.phones}>
          {(['tulsa', 'kansas'] as const).map((key) => (
            <a key={key} href={telHref(site.offices[key].phone)} className={s.link}>
              <Icon name="phone" size={18} />
              &nbsp;{site.offices[key].label}: {site.offices[key].phone}
            </a>
          ))}
        </div>
      </div>
    </>
  );
}

function ServiceLinks({ site, onClose }: { site: Site; onClose: () => void }) {
  return (
    <ul className={s.subList}>
      {site.nav.services.map((item) => (
        <li key={item.href}>
          <Link to={item.href} className={s.link} onClick={onClose}>
            {item.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
