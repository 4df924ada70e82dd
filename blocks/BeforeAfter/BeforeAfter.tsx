import { type PointerEvent, useEffect, useRef, useState } from 'react';
import { Picture } from '../_shared/Picture';
import { Section } from '../_shared/Section';
import { SectionHeader } from '../_shared/SectionHeader';
import * as s from './BeforeAfter.css';
import type { BeforeAfterItem, BeforeAfterProps } from './schema';

/** The pictures' width at each breakpoint: half the card side by side, two thirds of it as a slider. */
const SIZES = '(min-width: 1180px) 760px, (min-width: 1024px) 64vw, 100vw';

/**
 * Before and after pictures of a job. The prerendered page shows them side by side (stacked on a
 * phone), each labelled, so it is complete without JavaScript. Where scripts run, the after
 * picture lies over the before from the first paint; once the page is interactive a native range
 * input moves the line between them (keys, screen readers, value announcements) and a drag
 * across the picture moves it too.
 */
export function BeforeAfter(props: BeforeAfterProps) {
  return (
    <Section id={props.id} tone={props.tone}>
      <SectionHeader eyebrow={props.eyebrow} heading={props.heading} intro={props.intro} />
      <ul className={s.list}>
        {props.items.map((item) => (
          <li key={`${item.before.src} ${item.after.src}`}>
            <Comparison item={item} />
          </li>
        ))}
      </ul>
    </Section>
  );
}

const clamp = (value: number) => Math.min(100, Math.max(0, Math.round(value)));

function Comparison({ item }: { item: BeforeAfterItem }) {
  const box = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const drag = useRef<{ id: number; x: number; y: number; sideways: boolean } | null>(null);
  const [enhanced, setEnhanced] = useState(false);
  const [dragging, setDragging] = useState(false);
  const [position, setPosition] = useState(50);

  useEffect(() => setEnhanced(true), []);
  // Through the CSSOM, not a style attribute: the CSP allows no inline styles in the markup.
  useEffect(() => {
    if (enhanced) box.current?.style.setProperty(s.POSITION_PROPERTY, `${position}%`);
  }, [enhanced, position]);

  const moveTo = (clientX: number) => {
    const rect = box.current?.getBoundingClientRect();
    if (rect?.width) setPosition(clamp(((clientX - rect.left) / rect.width) * 100));
  };
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    // A finger on the picture may be about to scroll the page: it moves the line only once it goes
    // sideways. A mouse or pen moves it at once.
    const sideways = event.pointerType !== 'touch';
    drag.current = { id: event.pointerId, x: event.clientX, y: event.clientY, sideways };
    try {
      event.currentTarget.setPointerCapture(event.pointerId);
    } catch {
      // A pointer the browser no longer tracks: the drag still follows the moves the box sees.
    }
    input.current?.focus({ preventScroll: true });
    if (sideways) moveTo(event.clientX);
    setDragging(true);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const current = drag.current;
    if (current?.id !== event.pointerId) return;
    if (!current.sideways) {
      const dx = Math.abs(event.clientX - current.x);
      if (dx < 8 || dx <= Math.abs(event.clientY - current.y)) return;
      current.sideways = true;
    }
    moveTo(event.clientX);
  };
  const endDrag = (event: PointerEvent<HTMLDivElement>) => {
    if (drag.current?.id !== event.pointerId) return;
    drag.current = null;
    setDragging(false);
  };

  const classes = [s.compare, enhanced && s.enhanced, dragging && s.dragging].filter(Boolean).join(' ');
  return (
    <figure className={s.card}>
      <div
        ref={box}
        className={classes}
        onPointerDown={enhanced ? onPointerDown : undefined}
        onPointerMove={enhanced ? onPointerMove : undefined}
        onPointerUp={enhanced ? endDrag : undefined}
        onPointerCancel={enhanced ? endDrag : undefined}
      >
        <div className={s.pane}>
          <Picture image={item.before} sizes={SIZES} className={s.picture} imgClassName={s.image} />
          <span className={s.label}>Before</span>
        </div>
        <div className={`${s.pane} ${s.afterPane}`}>
          <Picture image={item.after} sizes={SIZES} className={s.picture} imgClassName={s.image} />
          <span className={`${s.label} ${s.afterLabel}`}>After</span>
        </div>
        {enhanced && (
          <>
            <input
              ref={input}
              className={s.range}
              type="range"
              min={0}
              max={100}
              step={1}
              value={position}
              aria-label={`Reveal the before picture of ${item.title}`}
              aria-valuetext={`${position}% before, ${100 - position}% after`}
              onChange={(event) => setPosition(clamp(Number(event.currentTarget.value)))}
            />
            <span className={s.handle} aria-hidden="true">
              <span className={s.grip}>
                <svg width="24" height="24" viewBox="0 0 24 24" fill="none" focusable="false" aria-hidden="true">
                  <path
                    d="M9 6 3 12l6 6M15 6l6 6-6 6"
                    stroke="currentColor"
                    strokeWidth="2.5"
                    strokeLinecap="round"
                    strokeLinejoin="round"
                  />
                </svg>
              </span>
            </span>
          </>
        )}
      </div>
      <figcaption className={s.caption}>
        {item.location && <p className={s.location}>{item.location}</p>}
        <h3 className={s.title}>{item.title}</h3>
        {item.body && <p className={s.body}>{item.body}</p>}
      </figcaption>
    </figure>
  );
}
