import { Fragment, type ReactNode } from 'react';
import { titleSmall } from '../../ui/theme/primitives.css';
import type { RichTextProps } from './schema';
import { Section } from '../_shared/Section';
import { SectionHeader } from '../_shared/SectionHeader';
import { SmartLink } from '../../ui/SmartLink';
import * as s from './RichText.css';

/** Turns `[label](/path)` in prose into links; everything else stays text (never HTML). */
function withLinks(line: string): ReactNode[] {
  const parts: ReactNode[] = [];
  const pattern = /\[([^\]]+)\]\(([^)\s]+)\)/g;
  let last = 0;
  for (const match of line.matchAll(pattern)) {
    const index = match.index ?? 0;
    if (index > last) parts.push(line.slice(last, index));
    parts.push(
      <SmartLink key={index} href={match[2] ?? '/'}>
        {match[1]}
      </SmartLink>,
    );
    last = index + match[0].length;
  }
  if (last < line.length) parts.push(line.slice(last));
  return parts;
}

/** One piece of the prose: a paragraph, a subheading or a list. */
function Piece({ piece }: { piece: RichTextProps['content'][number] }) {
  if (typeof piece === 'string') return <p>{withLinks(piece)}</p>;
  if ('subheading' in piece) return <h3 className={s.subheading}>{piece.subheading}</h3>;
  const items = piece.list.map((item) => <li key={item}>{withLinks(item)}</li>);
  return piece.ordered ? <ol>{items}</ol> : <ul>{items}</ul>;
}

export function RichText(props: RichTextProps) {
  const prose = (
    <div className={s.prose}>
      {props.content.map((piece, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the pieces are fixed at build time and never move, so a piece's place is its key
        <Fragment key={index}>
          <Piece piece={piece} />
        </Fragment>
      ))}
    </div>
  );
  return (
    <Section id={props.id} tone={props.tone}>
      <SectionHeader eyebrow={props.eyebrow} heading={props.heading} intro={props.intro} />
      {props.aside ? (
        <div className={s.layout}>
          {prose}
          <aside className={s.aside} aria-label={props.aside.heading}>
            <h3 className={titleSmall}>{props.aside.heading}</h3>
            <ul className={s.asideList}>
              {props.aside.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
            {props.aside.link && <SmartLink href={props.aside.link.href}>{props.aside.link.label}</SmartLink>}
          </aside>
        </div>
      ) : (
        prose
      )}
    </Section>
  );
}
