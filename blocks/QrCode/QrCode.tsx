import type { QrCodeProps } from './schema';
import { button } from '../../ui/theme/primitives.css';
import { Section } from '../_shared/Section';
import { SectionHeader } from '../_shared/SectionHeader';
import * as s from './QrCode.css';

export function QrCode(props: QrCodeProps) {
  return (
    <Section id={props.id} tone={props.tone}>
      <SectionHeader eyebrow={props.eyebrow} heading={props.heading} intro={props.intro} />
      <div className={s.layout}>
        <a
          className={props.phoneCaption ? s.codeLink : undefined}
          href={props.url}
          rel="noopener"
          target="_blank"
          aria-label={`${props.label} (QR code, opens in a new tab)`}
        >
          {props.matrix && (
            <svg
              className={s.code}
              viewBox={`0 0 ${props.matrix.size} ${props.matrix.size}`}
              shapeRendering="crispEdges"
              aria-hidden="true"
              focusable="false"
            >
              <path d={props.matrix.path} fill="currentColor" />
            </svg>
          )}
        </a>
        <div>
          {props.caption && (
            <p className={props.phoneCaption ? `${s.caption} ${s.scanOnly}` : s.caption}>{props.caption}</p>
          )}
          {props.phoneCaption && <p className={`${s.caption} ${s.phoneOnly}`}>{props.phoneCaption}</p>}
          <a className={button({ kind: 'primary' })} href={props.url} rel="noopener" target="_blank">
            {props.label}
            <span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        </div>
      </div>
    </Section>
  );
}
