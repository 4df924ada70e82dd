import { useEffect } from 'react';
import { Section } from '../_shared/Section';
import { SectionHeader } from '../_shared/SectionHeader';
import type { FormEmbedProps } from './schema';
import * as s from './FormEmbed.css';

/** Adds the widget's embed script once per page load; returning to the page does not add it again. */
function useEmbedScript(src: string) {
  useEffect(() => {
    if ([...document.scripts].some((script) => script.src === src)) return;
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    document.body.append(script);
  }, [src]);
}

/** The third-party form a site owner can switch /contact to, instead of the site's own form. */
export function FormEmbed(props: FormEmbedProps) {
  useEmbedScript(props.scriptUrl);
  return (
    <Section id={props.id} tone={props.tone}>
      <SectionHeader eyebrow={props.eyebrow} heading={props.heading} intro={props.intro} />
      <div className={s.frameWrap}>
        <iframe className={s.frame} title={props.title} src={props.iframeUrl} loading="lazy" />
      </div>
    </Section>
  );
}
