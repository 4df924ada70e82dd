import { useCallback, useEffect, useRef, useState, type MouseEvent } from 'react';
import type { GalleryProps, PublishedProject } from './schema';
import { formatCalendarMonth } from '../../shared/calendar-day';
import { keepTabInside } from '../../ui/focus-trap';
import { useNavigation } from '../../ui/navigation';
import { button, grid, plainList } from '../../ui/theme/primitives.css';
import { Picture } from '../_shared/Picture';
import { Section } from '../_shared/Section';
import { SectionHeader } from '../_shared/SectionHeader';
import * as s from './Gallery.css';

const PREFIX = 'project-';
/** A card's picture: a column of four on a desktop, two on a tablet, the width of a phone. */
const CARD_SIZES = '(min-width: 1280px) 280px, (min-width: 1024px) 22vw, (min-width: 640px) 45vw, 100vw';
/**
 * A published card's picture, by how many share the row (fullRows: two a row for 2 or 4 on a
 * tablet, three for 3, four for 4 or 8 on a desktop), and each half of its before/after pair.
 */
function publishedSizes(count: number): { card: string; pair: string } {
  const desktop = count >= 4 ? 280 : count === 3 ? 380 : 560;
  return {
    card: `(min-width: 1280px) ${desktop}px, (min-width: 640px) 45vw, 100vw`,
    pair: `(min-width: 1280px) ${desktop / 2}px, (min-width: 640px) 22vw, 50vw`,
  };
}
/** Each half of the detail view's pair. */
const PAIR_DETAIL_SIZES = '(min-width: 900px) 440px, 50vw';

/**
 * Project cards; "View Details" opens the project's larger picture and story at its own anchor
 * (/gallery#project-<id>), so it can be linked to and works without JavaScript (CSS :target).
 * With JavaScript the open project is state instead: it also opens after an in-app link (where
 * :target is never set), it is a modal dialog that holds the keyboard's focus, Escape or a click
 * on the backdrop closes it, Close leaves the list where it was and returns focus to the card's
 * button (scrolled into view only if it is out of sight), and opening or closing adds no history
 * entries.
 *
 * The owner's published projects (filled in at build time, see index.ts) come first, newest
 * first: each card their cover, where and when, their before/after pair when they have one and
 * their story; their detail view the pair large and every other photo. A gallery with nothing to
 * show draws nothing (a city page before its first project).
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
      if (id && [...props.items, ...(props.projects ?? [])].some((item) => item.id === id)) setOpenId(id);
    },
    [props.items, props.projects],
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

  const projects = props.projects ?? [];
  if (!projects.length && !props.items.length) return null;
  const sizes = publishedSizes(projects.length);
  const closeLink = (title: string) => (
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
      Close<span className="visually-hidden"> {title} details</span>
    </a>
  );

  return (
    <Section id={backTo} tone={props.tone} className={enhanced ? s.enhanced : undefined}>
      <SectionHeader eyebrow={props.eyebrow} heading={props.heading} intro={props.intro} />
      {/* The published projects and the written ones are two lists: each fills its rows (fullRows
          lays out up to eight cards evenly), where one list of eleven would leave its last row short. */}
      {projects.length > 0 && (
        <ul className={`${grid.four} ${plainList}`}>
          {projects.map((project) => (
            <li key={project.id}>
              <article className={s.card}>
                <Picture image={project.cover} imgClassName={s.image} sizes={sizes.card} />
                <div className={s.body}>
                  <p className={s.location}>{project.location}</p>
                  <h3 className={s.title}>{project.title}</h3>
                  <ProjectMeta project={project} />
                  {project.before && project.after && (
                    <Pair before={project.before} after={project.after} sizes={sizes.pair} />
                  )}
                  <p className={`${s.description} ${s.story}`}>{project.story}</p>
                  <a
                    className={`${button({ kind: 'outline' })} ${s.action}`}
                    href={`#${PREFIX}${project.id}`}
                    onClick={open(project.id)}
                  >
                    View Details<span className="visually-hidden"> of {project.title}</span>
                  </a>
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}
      {props.items.length > 0 && (
        <ul className={projects.length ? `${grid.four} ${plainList} ${s.afterPublished}` : `${grid.four} ${plainList}`}>
          {props.items.map((item) => (
            <li key={item.id}>
              <article className={s.card}>
                <Picture image={item.image} imgClassName={s.image} sizes={CARD_SIZES} />
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
      )}
      {projects.map((project) => (
        // biome-ignore lint/a11y/useKeyWithClickEvents: a click on the backdrop is a pointer shortcut; keys close the panel with Escape (a document listener) or its Close button
        // biome-ignore lint/a11y/useAriaPropsSupportedByRole: aria-modal goes with role=dialog, which both have only once the page's script runs (without it the project is a section shown by :target)
        <section
          key={project.id}
          id={`${PREFIX}${project.id}`}
          className={openId === project.id ? `${s.detail} ${s.open}` : s.detail}
          role={enhanced ? 'dialog' : undefined}
          aria-modal={enhanced ? true : undefined}
          aria-labelledby={`${PREFIX}${project.id}-title`}
          onClick={(event) => event.target === event.currentTarget && close()}
        >
          <div className={s.panel}>
            {project.before && project.after ? (
              <Pair before={project.before} after={project.after} sizes={PAIR_DETAIL_SIZES} large />
            ) : (
              <Picture image={project.cover} imgClassName={s.detailImage} sizes="(min-width: 900px) 880px, 100vw" />
            )}
            <div className={s.panelBody}>
              <div className={s.panelHead}>
                <div>
                  <p className={s.location}>{project.location}</p>
                  <h3 id={`${PREFIX}${project.id}-title`} className={s.title}>
                    {project.title}
                  </h3>
                  <ProjectMeta project={project} />
                </div>
                {closeLink(project.title)}
              </div>
              <p>{project.story}</p>
              {project.more.length > 0 && (
                <ul className={`${s.more} ${plainList}`}>
                  {project.more.map((photo) => (
                    <li key={photo.src}>
                      <Picture image={photo} imgClassName={s.moreImage} sizes="(min-width: 900px) 280px, 50vw" />
                    </li>
                  ))}
                </ul>
              )}
            </div>
          </div>
        </section>
      ))}
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

/** "Roof replacement · November 2026": the service and the month the job was finished. */
function ProjectMeta({ project }: { project: PublishedProject }) {
  return (
    <p className={s.meta}>
      {project.service} · <time dateTime={project.completedOn}>{formatCalendarMonth(project.completedOn)}</time>
    </p>
  );
}

/** The same roof before and after the work, side by side, each named under it. */
function Pair(props: {
  before: PublishedProject['cover'];
  after: PublishedProject['cover'];
  sizes: string;
  large?: boolean;
}) {
  return (
    <div className={props.large ? `${s.pair} ${s.pairLarge}` : s.pair}>
      {(['before', 'after'] as const).map((phase) => (
        <figure key={phase} className={s.pairFigure}>
          <Picture image={props[phase]} imgClassName={s.pairImage} sizes={props.sizes} />
          <figcaption className={s.pairCaption}>{phase === 'before' ? 'Before' : 'After'}</figcaption>
        </figure>
      ))}
    </div>
  );
}
