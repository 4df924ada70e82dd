import { type ReactNode, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import * as s from './CityPageEditor.css';

/** The widths the preview is drawn at: a phone's and a laptop's, as the blocks' media queries read them. */
export const PREVIEW_WIDTHS = { phone: 390, desktop: 1280 } as const;
export type PreviewWidth = keyof typeof PREVIEW_WIDTHS;

/** The admin document's stylesheets, copied into the frame (and those added later: a block's chunk brings its own). */
function mirrorStyles(into: Document): () => void {
  const copied = new WeakMap<Node, Node>();
  const copy = (node: Node) => {
    if (copied.has(node)) return;
    if (!(node instanceof HTMLLinkElement && node.rel === 'stylesheet') && !(node instanceof HTMLStyleElement)) return;
    const clone = into.importNode(node, true);
    copied.set(node, clone);
    into.head.append(clone);
  };
  for (const node of document.querySelectorAll('link[rel="stylesheet"], style')) copy(node);
  const observer = new MutationObserver((records) => {
    for (const record of records) for (const node of record.addedNodes) copy(node);
  });
  observer.observe(document.head, { childList: true });
  return () => observer.disconnect();
}

/**
 * The page drawn in an iframe through a React portal: the same React tree (the site's contexts
 * reach it), but the frame's own document and width, so the blocks' media queries see the
 * preview's width, not the dashboard's. The frame is drawn at its real width and scaled down to
 * fit the panel. A click on a text asks for its field (`onPick` with the text clicked); a link in
 * the preview goes nowhere.
 */
export function PreviewFrame({
  width,
  children,
  onPickText,
}: {
  width: PreviewWidth;
  children: ReactNode;
  onPickText: (texts: string[]) => void;
}) {
  const frameRef = useRef<HTMLIFrameElement>(null);
  const boxRef = useRef<HTMLDivElement>(null);
  const [body, setBody] = useState<HTMLElement | null>(null);
  const [box, setBox] = useState({ width: 0, height: 0 });
  const pick = useRef(onPickText);
  pick.current = onPickText;

  useLayoutEffect(() => {
    const frame = frameRef.current;
    const doc = frame?.contentDocument;
    if (!frame || !doc) return;
    // An empty frame (about:blank) is ready at once; give it the site's document frame.
    doc.documentElement.lang = document.documentElement.lang || 'en';
    doc.documentElement.className = document.documentElement.className;
    doc.body.className = document.body.className;
    doc.body.style.margin = '0';
    const stop = mirrorStyles(doc);
    const onClick = (event: MouseEvent) => {
      const target = event.target as Element | null;
      if (target?.closest('a, form')) event.preventDefault();
      const texts: string[] = [];
      for (let at: Element | null = target; at && at !== doc.body && texts.length < 4; at = at.parentElement)
        texts.push(at.textContent ?? '');
      pick.current(texts);
    };
    const onSubmit = (event: Event) => event.preventDefault();
    doc.addEventListener('click', onClick, true);
    doc.addEventListener('submit', onSubmit, true);
    setBody(doc.body);
    return () => {
      stop();
      doc.removeEventListener('click', onClick, true);
      doc.removeEventListener('submit', onSubmit, true);
    };
  }, []);

  useEffect(() => {
    const element = boxRef.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setBox({ width: entry.contentRect.width, height: entry.contentRect.height });
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const real = PREVIEW_WIDTHS[width];
  const scale = box.width > 0 ? Math.min(1, box.width / real) : 1;
  return (
    <div ref={boxRef} className={s.frameBox}>
      <iframe
        ref={frameRef}
        title="Preview of the page"
        className={s.frame}
        style={{
          width: `${real}px`,
          height: `${box.height > 0 ? box.height / scale : 800}px`,
          transform: `scale(${scale})`,
          marginInline: scale < 1 ? 0 : 'auto',
        }}
      />
      {body && createPortal(children, body)}
    </div>
  );
}
