import { useEffect } from 'react';
import { HoursList } from '../../ui/HoursList';
import { Icon } from '../../ui/Icon';
import type { Site } from '../../schema/site';
import { telHref } from '../../shared/phone';
import { registrationShort } from '../../schema/proof-facts';
import { credentialLine, servingSince } from '../../schema/site-facts';
import { useSite } from '../../ui/page-context';
import { SiteLink } from '../../ui/SiteLink';
import { container, nowrap, spacedTop } from '../../ui/theme/primitives.css';
import * as s from './Footer.css';

/** Adds the site's tracking scripts while the footer is mounted and removes them when it goes. */
export function useTrackingScripts(scripts: Site['tracking']) {
  useEffect(() => {
    const added = scripts.map((entry) => {
      const script = document.createElement('script');
      script.src = entry.src;
      script.async = entry.async;
      script.dataset.tracking = '';
      document.body.append(script);
      return script;
    });
    return () => {
      for (const script of added) script.remove();
    };
  }, [scripts]);
}

export function Footer() {
  const site = useSite();
  useTrackingScripts(site.tracking);
  const year = new Date().getFullYear();
  return (
    <footer className={s.footer} id="site-footer">
      <div className={container}>
        <ul className={s.badges} aria-label="Why homeowners trust us">
          {site.footer.badges.map((badge, index) => (
            <li key={badge} className={s.badge}>
              <Icon name={['shield', 'star', 'home'][index] ?? 'check'} className={s.badgeIcon} /> {badge}
            </li>
          ))}
        </ul>
        <div className={s.columns}>
          <div>
            <p className={s.brandName}>{site.company.name}</p>
            <p className={s.blurb}>{site.footer.blurb}</p>
            <a className={s.link} href={site.social.url} rel="noopener" target="_blank">
              <Icon name="facebook" size={18} /> Follow us on {site.social.label}
              <span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          </div>
          <nav aria-label="Services">
            <h2 className={s.heading}>Services</h2>
            <ul className={s.list}>
              {[...site.footer.serviceLinks, ...site.footer.extraLinks].map((item) => (
                <li key={item.href}>
                  <SiteLink href={item.href} className={s.link}>
                    {item.label}
                  </SiteLink>
                </li>
              ))}
            </ul>
          </nav>
          <div>
            <h2 className={s.heading}>Call us</h2>
            <ul className={s.list}>
              {site.offices.map((office) => (
                <li key={office.id}>
                  <a className={s.link} href={telHref(office.phone)}>
                    <Icon name="phone" size={16} />
                    {/* One run of text, so the label wraps before the number instead of beside it. */}
                    <span>
                      {office.label}: <span className={nowrap}>{office.phone}</span>
                    </span>
                  </a>
                  {office.hours && <HoursList hours={office.hours} className={s.hours} termClassName={s.term} />}
                </li>
              ))}
              <li>
                <a className={s.link} href={`mailto:${site.email}`}>
                  <Icon name="mail" size={16} /> <span className={s.address}>{site.email}</span>
                </a>
              </li>
            </ul>
          </div>
          <div>
            <h2 className={s.heading}>Office hours</h2>
            <HoursList hours={site.hours.office} className={s.hours} termClassName={s.term} />
            <p className={spacedTop}>24/7 emergency tarping after storms.</p>
          </div>
        </div>
        <div className={s.legal}>
          <span>
            © {year} {site.company.name}. {credentialLine(site)}.
          </span>
          <span>{servingSince(site)}.</span>
          {/* The numbers a state's law wants on every advertisement, and where homeowners read them. */}
          <p className={s.registrations}>
            {site.proof.registrations.map((registration) => (
              <span key={registration.number} className={s.registration}>
                {registrationShort(site, registration)}
              </span>
            ))}
            <span className={s.registration}>Insured by {site.proof.insurance.carrier}</span>
          </p>
          {site.footer.legalLinks.length > 0 && (
            <nav aria-label="Policies" className={s.legalNav}>
              {site.footer.legalLinks.map((item) => (
                <SiteLink key={item.href} href={item.href} className={s.legalLink}>
                  {item.label}
                </SiteLink>
              ))}
            </nav>
          )}
        </div>
      </div>
    </footer>
  );
}
