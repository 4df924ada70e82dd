import type { TestimonialsProps } from './schema';
import { formatCalendarMonth } from '../../shared/calendar-day';
import { ratingText } from '../../schema/proof-facts';
import { useSite } from '../../ui/page-context';
import { flush, grid, plainList } from '../../ui/theme/primitives.css';
import { Icon } from '../../ui/Icon';
import { Section } from '../_shared/Section';
import { SectionHeader } from '../_shared/SectionHeader';
import * as s from './Testimonials.css';

function Stars({ count, label }: { count: number; label: string }) {
  return (
    <span className={s.stars} role="img" aria-label={label}>
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the stars are alike; a star is its place in the row
        <Icon key={i} name="star" size={20} fill="currentColor" />
      ))}
    </span>
  );
}

export function Testimonials(props: TestimonialsProps) {
  const site = useSite();
  const shown = site.company.rating.value.toFixed(1);
  return (
    <Section id={props.id} tone={props.tone}>
      <SectionHeader eyebrow={props.eyebrow} heading={props.heading} intro={props.intro} />
      {props.showRating && (
        <p className={s.rating}>
          <Stars count={5} label={`Rated ${shown} out of 5`} />
          {/* The hero's figure and words: one rating, where it was counted, no wider claim (t4 review, T4-19). */}
          <span>{ratingText(site)}</span>
        </p>
      )}
      <ul className={`${grid.three} ${plainList}`}>
        {props.items.map((review) => (
          <li key={review.author + review.datePublished}>
            <figure className={s.quote}>
              <Stars count={review.rating} label={`${review.rating} out of 5 stars`} />
              <blockquote className={s.body}>
                <p className={flush}>“{review.body}”</p>
              </blockquote>
              <figcaption className={s.cite}>
                <span className={s.author}>{review.author}</span>
                {review.location ? `${review.location} · ` : ''}
                {review.source}, {formatCalendarMonth(review.datePublished)}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </Section>
  );
}
