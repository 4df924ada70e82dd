import type { CustomerWordsProps } from './schema';
import { formatCalendarMonth } from '../../shared/calendar-day';
import { ratingText } from '../../schema/proof-facts';
import { Icon } from '../../ui/Icon';
import { useSite } from '../../ui/page-context';
import { SmartLink } from '../../ui/SmartLink';
import { flush, grid, plainList } from '../../ui/theme/primitives.css';
import { Section } from '../_shared/Section';
import { SectionHeader } from '../_shared/SectionHeader';
import * as s from './CustomerWords.css';

/** A customer's words as they wrote them: a blank line starts a paragraph, a single line break is a space. */
const paragraphsOf = (body: string) =>
  body
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.replace(/\s*\n\s*/g, ' ').trim())
    .filter(Boolean);

/**
 * The city's testimonials, newest first, each the customer's words with how they agreed to be
 * named; then the review site's rating as dated text and the way to every review there. No stars
 * and no review markup: a rating is the review site's to show, and the words are shown as words.
 * A city with no testimonial yet shows nothing: the prerender and the hydrating browser read the
 * same empty list, so both render nothing.
 */
export function CustomerWords(props: CustomerWordsProps) {
  const site = useSite();
  const items = props.items ?? [];
  if (!items.length) return null;
  const reviews = site.proof.reviews;
  const single = items.length === 1;
  return (
    <Section id={props.id} tone={props.tone}>
      <SectionHeader eyebrow={props.eyebrow} heading={props.heading} intro={props.intro} />
      {/* One testimonial is one wider quote with the rating under it, not a lone card in a row of three. */}
      <div className={single ? s.single : undefined}>
        <ul className={single ? plainList : `${grid.three} ${plainList}`}>
          {items.map((item) => (
            <li key={item.id}>
              <figure className={s.quote}>
                <span className={s.mark} aria-hidden="true">
                  “
                </span>
                <blockquote className={s.body}>
                  {paragraphsOf(item.body).map((paragraph, index) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: a paragraph is its place in the customer's words, which never reorder
                    <p key={index} className={flush}>
                      {paragraph}
                    </p>
                  ))}
                </blockquote>
                <figcaption className={s.cite}>
                  <span>
                    — <span className={s.name}>{item.displayName}</span>
                    {item.neighbourhood ? `, ${item.neighbourhood}` : ''}
                  </span>
                  <time className={s.date} dateTime={item.date}>
                    {formatCalendarMonth(item.date)}
                  </time>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
        <div className={s.footer}>
          {/* The hero's figure and words: one rating, dated, where it was counted (t4 review, T4-19). */}
          <p className={s.rating}>{ratingText(site)}</p>
          <SmartLink href={reviews.url} className={s.link}>
            Read all reviews on {reviews.label}
            {reviews.url.startsWith('http') && <span className="visually-hidden"> (opens in a new tab)</span>}
            <Icon name="arrowRight" size={18} />
          </SmartLink>
        </div>
      </div>
    </Section>
  );
}
