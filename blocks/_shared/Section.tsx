import type { ReactNode } from 'react';
import { container, section } from '../../ui/theme/primitives.css';

/** The band every block sits in: tone, anchor id, and the page container. */
export function Section(props: {
  id?: string;
  tone?: 'plain' | 'alt' | 'brand';
  labelledBy?: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section
      id={props.id}
      data-tone={props.tone ?? 'plain'}
      className={`${section({ tone: props.tone ?? 'plain' })} ${props.className ?? ''}`}
      aria-labelledby={props.labelledBy}
    >
      <div className={container}>{props.children}</div>
    </section>
  );
}
