import { type AnchorHTMLAttributes, type MouseEvent, useEffect, useRef } from 'react';
import { useNavigation } from './navigation';

/** A pointer resting this long on a link means the visitor may follow it: its page is fetched then. */
const INTENT_MS = 50;

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  /** A site path, with a `#fragment` if it points into a page: `/contact#request`. */
  href: string;
};

/** The path part of a site address: `/contact#request` → `/contact`. */
const pathOf = (href: string) => href.split(/[?#]/)[0] || '/';

/**
 * A link to a page of the site. It is a plain anchor (the page works the same without JavaScript);
 * once the app runs, following it navigates inside the app, and resting the pointer on it, touching
 * it or focusing it fetches what that page needs, after the event (the visitor's input is answered
 * first). A link to the page the visitor is on says so (`aria-current`).
 */
export function SiteLink({
  href,
  onClick,
  onPointerEnter,
  onPointerLeave,
  onFocus,
  onTouchStart,
  children,
  ...rest
}: Props) {
  const navigation = useNavigation();
  const current = pathOf(href) === navigation.location.pathname;
  const intent = useRef<ReturnType<typeof setTimeout>>(undefined);
  const preloadAfter = (ms: number) => {
    clearTimeout(intent.current);
    intent.current = setTimeout(() => navigation.preload(href), ms);
  };
  useEffect(() => () => clearTimeout(intent.current), []);
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    // What the browser does itself: another tab or window, a download, a modified or middle click.
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey ||
      rest.target ||
      rest.download !== undefined
    )
      return;
    event.preventDefault();
    navigation.navigate(href);
  };
  return (
    <a
      {...rest}
      href={href}
      aria-current={current ? 'page' : undefined}
      onClick={follow}
      onPointerEnter={(event) => {
        onPointerEnter?.(event);
        if (event.pointerType === 'mouse') preloadAfter(INTENT_MS);
      }}
      onPointerLeave={(event) => {
        onPointerLeave?.(event);
        if (event.pointerType === 'mouse') clearTimeout(intent.current);
      }}
      onTouchStart={(event) => {
        onTouchStart?.(event);
        preloadAfter(0);
      }}
      onFocus={(event) => {
        onFocus?.(event);
        preloadAfter(0);
      }}
    >
      {children}
    </a>
  );
}
