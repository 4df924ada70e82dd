import { useCallback, useEffect, useRef, useState, type MouseEvent } from 'react';
import type { GalleryProps } from './schema';
import { keepTabInside } from '../../ui/focus-trap';
import { useNavigation } from '../../ui/navigation';
import { button, grid, plainList } from '../../ui/theme/primitives.css';
import { Picture } from '../_shared/Picture';
import { Section } from '../_shared/Section';
import { SectionHeader } from '../_shared/SectionHeader';
import * as s from './Gallery.css';

const PREFIX = 'project-';

/**
 * Project cards; "View Details" opens the project's larger picture and story at its own anchor
 * (/gallery#project-<id>), so it can be linked to and works without JavaScript (CSS :target).
 * With JavaScript the open project is state instead: it also opens after an in-app link (where
 * :target is never set), it is a modal dialog that holds the keyboard's focus, Escape or a click
 * on the backdrop closes it, Close leaves the list where it was and returns focus to the card's
 * button (scrolled into view only if it is out of sight), and opening or closing adds no history
 * entries.
 */
export function Gallery(props: GalleryProps) {
  const backTo = props.id ?? 'projects';
  const navigation = useNavigation();
  const { hash, pathname, search } = navigation.location;
  // The URL names the open project so it can be shared; changing it adds no history entry and
  // moves nothing on the page. It changes once the project has painted: the app's own work
  // (whatever reads the location renders again) is not part of the tap's answer.
  // Only the latest change is made: a project opened and closed again before the first change ran
  // must not leave its name in the URL (and reopen from it).
  const urlChange = useRef(0);
  // The fragment this gallery last wrote: the page reads it back a moment later, after the visitor
  // may have closed the project again, so only a fragment someone else set opens a project.
  const written = useRef<string | null>(null);
  const setUrlHash = useCallback(
    (next: string | undefined) => {
      const change = ++urlChange.current;
      requestAnimationFrame(() =>
        setTimeout(() => {
          if (change !== urlChange.current) return;
          written.current = next ?? '';
          navigation.navigate(`${pathname}${search}${next ? `#${next}` : ''}`, { replace: true });
        }, 0),
      );
    },
    [navigation, pathname, search],
  );
  const [enhanced, setEnhanced] = useState(false);
  const [openId, setOpenId] = useState<string | null>(null);

  const openNamed = useCallback(
    (target: string) => {
      const id = target.startsWith(PREFIX) ? target.slice(PREFIX.length) : null;
      if (id && props.items.some((item) => item.id === id)) setOpenId(id);
    },
    [props.items],
  );
  useEffect(() => {
    setEnhanced(true);
    // A project opened while the app was starting (a plain #link, shown by :target) may be newer
    // than the URL the router read: it stays open.
    openNamed(location.hash.slice(1));
  }, [openNamed]);
  useEffect(() => {
    if (hash === written.current) return;
    written.current = null;
    openNamed(hash);
  }, [hash, openNamed]);

  const close = useCallback(() => {
    setOpenId((id) => {
      if (id) returnFocus(document.querySelector<HTMLElement>(`a[href="#${PREFIX}${id}"]`));
      return null;
    });
    setUrlHash(undefined);
  }, [setUrlHash]);

  useEffect(() => {
    if (!openId) return;
    const dialog = document.getElementById(`${PREFIX}${openId}`);
    dialog?.querySelector<HTMLElement>('[data-close]')?.focus();
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
      else if (dialog) keepTabInside(event, dialog);
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.body.style.overflow = previousOverflow;
      document.removeEventListener('keydown', onKey);
    };
  }, [openId, close]);

  const open = (id: string) => (event: MouseEvent) => {
    event.preventDefault();
    setOpenId(id);
    setUrlHash(`${PREFIX}${id}`);
  };

  return (
    <Section id={backTo} tone={props.tone} className={enhanced ? s.enhanced : undefined}>
      <SectionHeader eyebrow={props.eyebrow} heading={props.heading} intro={props.intro} />
      <ul className={`${grid.four} ${plainList}`}>
        {props.items.map((item) => (
          <li key={item.id}>
            <article className={s.card}>
              <Picture
                image={item.image}
                imgClassName={s.image}
                sizes="(min-width: 1280px) 280px, (min-width: 1024px) 22vw, (min-width: 640px) 45vw, 100vw"
              />
              <div className={s.body}>
                {item.pictureNote && <p className={s.pictureNote}>{item.pictureNote}</p>}
                <p className={s.location}>{item.location}</p>
                <h3 className={s.title}>{item.title}</h3>
                <p className={s.description}>{item.description}</p>
                <a
                  className={`${button({ kind: 'outline' })} ${s.action}`}
                  href={`#project-${item.id}`}
                  onClick={open(item.id)}
                >
                  View Details<span className="visually-hidden"> of {item.title}</span>
                </a>
              </div>
            </article>
          </li>
        ))}
      </ul>
      {props.items.map((item) => (
        // biome-ignore lint/a11y/useKeyWithClickEvents: a click on the backdrop is a pointer shortcut; keys close the panel with Escape (a document listener) or its Close button
        // biome-ignore lint/a11y/useAriaPropsSupportedByRole: aria-modal goes with role=dialog, which both have only once the page's script runs (without it the project is a section shown by :target)
        <section
          key={item.id}
          id={`project-${item.id}`}
          className={openId === item.id ? `${s.detail} ${s.open}` : s.detail}
          role={enhanced ? 'dialog' : undefined}
          aria-modal={enhanced ? true : undefined}
          aria-labelledby={`project-${item.id}-title`}
          onClick={(event) => event.target === event.currentTarget && close()}
        >
          <div className={s.panel}>
            <Picture image={item.image} imgClassName={s.detailImage} sizes="(min-width: 900px) 880px, 100vw" />
            <div className={s.panelBody}>
              <div className={s.panelHead}>
                <div>
                  <p className={s.location}>{item.location}</p>
                  <h3 id={`project-${item.id}-title`} className={s.title}>
                    {item.title}
                  </h3>
                </div>
                <a
                  className={`${button({ kind: 'outline' })} ${s.close}`}
                  href={`#${backTo}`}
                  data-close
                  onClick={(event) => {
                    if (!enhanced) return;
                    event.preventDefault();
                    close();
                  }}
                >
                  Close<span className="visually-hidden"> {item.title} details</span>
                </a>
              </div>
              {item.details.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
          </div>
        </section>
      ))}
    </Section>
  );
}

/** Focus back on the card's button: the list stays where it was, unless the button is out of sight. */
function returnFocus(button: HTMLElement | null): void {
  if (!button) return;
  button.focus({ preventScroll: true });
  const { top, bottom } = button.getBoundingClientRect();
  if (top < 0 || bottom > window.innerHeight) button.scrollIntoView({ block: 'center' });
}
