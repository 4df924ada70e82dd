import type { GalleryProps } from './schema';
import { button, grid, plainList } from '../../src/theme/primitives.css';
import { Picture } from '../_shared/Picture';
import { Section } from '../_shared/Section';
import { SectionHeader } from '../_shared/SectionHeader';
import * as s from './Gallery.css';

/**
 * Project cards; "View Details" opens the project's larger picture and story at its own anchor
 * (/gallery#project-<id>), so it can be linked to and works with or without JavaScript.
 */
export function Gallery(props: GalleryProps) {
  const backTo = props.id ?? 'projects';
  return (
    <Section id={backTo} tone={props.tone}>
      <SectionHeader eyebrow={props.eyebrow} heading={props.heading} intro={props.intro} />
      <ul className={`${grid.four} ${plainList}`}>
        {props.items.map((item) => (
          <li key={item.id}>
            <article className={s.card}>
              <Picture image={item.image} imgClassName={s.image} sizes="(min-width: 1280px) 280px, (min-width: 1024px) 22vw, (min-width: 640px) 45vw, 100vw" />
              <div className={s.body}>
                <p className={s.location}>{item.location}</p>
                <h3 className={s.title}>{item.title}</h3>
                <p className={s.description}>{item.description}</p>
                <a className={`${button({ kind: 'outline' })} ${s.action}`} href={`#project-${item.id}`}>
                  View Details<span className="visually-hidden"> of {item.title}</span>
                </a>
              </div>
            </article>
          </li>
        ))}
      </ul>
      {props.items.map((item) => (
        <section key={item.id} id={`project-${item.id}`} className={s.detail} aria-labelledby={`project-${item.id}-title`}>
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
                <a className={button({ kind: 'outline' })} href={`#${backTo}`}>
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
