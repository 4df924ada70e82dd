import { SiteLink } from '../../ui/SiteLink';
import * as s from './Header.css';

/** A link in the desktop main navigation, marked `aria-current="page"` on its own page only. */
export function MainNavLink(props: { href: string; label: string }) {
  return (
    <SiteLink href={props.href} className={s.navLink}>
      {props.label}
    </SiteLink>
  );
}
