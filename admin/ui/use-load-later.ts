import { type RefObject, useEffect, useState } from 'react';

/** How far below the screen a part starts loading: about a screen's height. */
const NEAR = '100% 0px';
/** The longest a part waits for the browser to be idle. */
const IDLE_TIMEOUT_MS = 2_000;

/**
 * Whether a part further down a page (an editor's history) may ask for its data yet: once it comes
 * within a screen of the viewport, or once the browser is first idle after the page opened, so a
 * keyboard or screen-reader user who reaches it without scrolling finds it loaded. What it asks
 * for then stays out of the way of drawing what the page opens on.
 */
export function useLoadLater(ref: RefObject<Element | null>): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (ready) return;
    const element = ref.current;
    const go = () => setReady(true);
    // Safari has no idle callback: a second's wait instead.
    const hasIdle = 'requestIdleCallback' in window;
    const idle = hasIdle
      ? window.requestIdleCallback(go, { timeout: IDLE_TIMEOUT_MS })
      : window.setTimeout(go, IDLE_TIMEOUT_MS / 2);
    const observer =
      element && typeof IntersectionObserver !== 'undefined'
        ? new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && go(), {
            rootMargin: NEAR,
          })
        : null;
    if (element) observer?.observe(element);
    return () => {
      if (hasIdle) window.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
      observer?.disconnect();
    };
  }, [ready, ref]);
  return ready;
}
