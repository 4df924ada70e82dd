import {
  eyebrow as eyebrowClass,
  lede,
  sectionHeading,
  sectionIntro,
  sectionIntroCenter,
} from '../../ui/theme/primitives.css';

export function SectionHeader(props: { eyebrow?: string; heading?: string; intro?: string; center?: boolean }) {
  if (!props.heading && !props.eyebrow && !props.intro) return null;
  return (
    <div className={props.center ? sectionIntroCenter : sectionIntro}>
      {props.eyebrow && <span className={eyebrowClass}>{props.eyebrow}</span>}
      {props.heading && <h2 className={sectionHeading}>{props.heading}</h2>}
      {props.intro && <p className={lede}>{props.intro}</p>}
    </div>
  );
}
