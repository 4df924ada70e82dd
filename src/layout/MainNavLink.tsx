import { Link } from '@tanstack/react-router';
import * as s from './Header.css';

/** A link in the desktop main navigation, marked `aria-current="page"` on its own page only. */
export function MainNavLink(props: { href: string; label: string }) {
  return (
    <Link
      to={props.href}
      className={s.navLink}
      activeOptions={{ exact: true }}
      activeProps={{ 'aria-current': 'page' }}
    >
      {props.label}
    </Link>
  );
}
