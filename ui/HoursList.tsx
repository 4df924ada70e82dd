import type { Site } from '../schema/site';
import { contents, flush } from './theme/primitives.css';

/** Opening hours as a definition list: the days as terms, the hours as their descriptions. */
export function HoursList(props: { hours: Site['hours']['office']; className: string; termClassName: string }) {
  return (
    <dl className={props.className}>
      {props.hours.map((line) => (
        <div key={line.days} className={contents}>
          <dt className={props.termClassName}>{line.days}</dt>
          <dd className={flush}>{line.hours}</dd>
        </div>
      ))}
    </dl>
  );
}
