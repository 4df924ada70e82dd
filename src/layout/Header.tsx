import { Link } from '@tanstack/react-router';
import { useCallback, useRef, useState } from 'react';
import { Icon } from '../../blocks/_shared/Icon';
import { telHref } from '../../schema/phone';
import { useSite } from '../render/context';
import { button, container } from '../theme/primitives.css';
import { BrandMark } from './BrandMark';
import { MobileMenu } from './MobileMenu';
import { ServicesDropdown } from './ServicesDropdown';
import * as s from './Header.css';

export function Header() {
  const site = useSite();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setMenuOpen(false), []);
  const returnFocus = useCallback(() => menuButton.current?.focus(), []);

  return (
    <header>
      <div className={s.topbar}>
        <div className={`${container} ${s.topbarInner}`}>
          <p className={s.topbarNote}>Veteran owned · Licensed, bonded &amp; insured in OK &amp; KS · 24/7 emergency service</p>
          <ul className={s.phones} aria-label="Call an office">
            {(['tulsa', 'kansas'] as const).map((key) => (
              <li key={key}>
                <a className={s.phoneLink} href={telHref(site.offices[key].phone)}>
                  <Icon name="phone" size={16} />
                  <span className={s.phoneCity}>
                    {site.offices[key].label.replace(/ Office$/, '')}
                    <span className={s.phoneLabel}> Office</span>:
                  </span>{' '}
                  {site.offices[key].phone}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className={s.bar}>
        <div className={`${container} ${s.barInner}`}>
          <Link to="/" className={s.brand}>
            <BrandMark className={s.brandMark} />
            <span className={s.brandText}>
              <span className={s.brandName}>Ridgeline</span>{' '}
              <span className={s.brandSub}>Veteran Roofing</span>
            </span>
          </Link>
          <nav aria-label="Main" className={s.desktopNav}>
            <ul className={s.navList}>
              {site.nav.main.map((item) =>
                item.href === site.nav.allServices.href ? (
                  <ServicesDropdown key={item.href} label={item.label} href={item.href} items={site.nav.services} all={site.nav.allServices} />
                ) : (
                  <li key={item.href}>
                    <Link to={item.href} className={s.navLink} activeOptions={{ exact: true }} activeProps={{ 'aria-current': 'page' }}>
                      {item.label}
                    </Link>
                  </li>
                ),
              )}
            </ul>
          </nav>
          <Link to="/contact" className={`${button({ kind: 'primary' })} ${s.cta}`}>
            Free Inspection
          </Link>
          <button
            ref={menuButton}
            type="button"
            className={s.menuButton}
            aria-label="Open menu"
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            onClick={() => setMenuOpen(true)}
          >
            <Icon name="menu" size={22} /> Menu
          </button>
        </div>
      </div>
      <MobileMenu open={menuOpen} onClose={close} returnFocus={returnFocus} />
    </header>
  );
}
