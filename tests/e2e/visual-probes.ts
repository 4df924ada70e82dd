/**
 * Measurements run inside the page (passed to page.evaluate, so each function is self-contained).
 * They read what a visitor sees: layout boxes, computed colours, scroll positions.
 */

export interface TextProblem {
  /** A short CSS-like path that finds the element, and the text it shows. */
  where: string;
  text: string;
  detail: string;
}

export interface ContrastReport {
  /** Text whose contrast against its nearest solid background is too low. */
  failures: TextProblem[];
  /**
   * Text over a picture or gradient: no single background colour; checked against pixels instead.
   * Rectangles are in page coordinates.
   */
  unresolved: {
    where: string;
    text: string;
    rect: { x: number; y: number; width: number; height: number };
    color: [number, number, number, number];
    large: boolean;
  }[];
}

/**
 * Every visible element with its own text: its colour against the nearest solid background behind
 * it (semi-transparent layers composited on the way), at least 4.5:1, or 3:1 for large text.
 * An element above a background image or gradient is returned as unresolved, with its box.
 */
export function contrastProbe(): ContrastReport {
  type RGBA = [number, number, number, number];
  const parse = (value: string): RGBA | null => {
    const m = value.match(/rgba?\(([^)]+)\)/);
    if (m) {
      const parts = m[1]!
        .split(/[\s,/]+/)
        .filter(Boolean)
        .map(Number);
      return [parts[0]!, parts[1]!, parts[2]!, parts[3] ?? 1];
    }
    const srgb = value.match(/color\(srgb ([^)]+)\)/);
    if (srgb) {
      const parts = srgb[1]!
        .split(/[\s/]+/)
        .filter(Boolean)
        .map(Number);
      return [parts[0]! * 255, parts[1]! * 255, parts[2]! * 255, parts[3] ?? 1];
    }
    return null;
  };
  const over = (top: RGBA, bottom: RGBA): RGBA => {
    const a = top[3] + bottom[3] * (1 - top[3]);
    if (a === 0) return [0, 0, 0, 0];
    const mix = (i: number) => (top[i]! * top[3] + bottom[i]! * bottom[3] * (1 - top[3])) / a;
    return [mix(0), mix(1), mix(2), a];
  };
  const luminance = (c: RGBA) => {
    const f = (v: number) => {
      const s = v / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * f(c[0]) + 0.7152 * f(c[1]) + 0.0722 * f(c[2]);
  };
  const ratio = (a: RGBA, b: RGBA) => {
    const [l1, l2] = [luminance(a), luminance(b)].sort((x, y) => y - x);
    return (l1! + 0.05) / (l2! + 0.05);
  };
  const describe = (el: Element) => {
    const parts: string[] = [];
    for (let e: Element | null = el; e && parts.length < 4; e = e.parentElement) {
      const id = e.id ? `#${e.id}` : '';
      const label = e.getAttribute('aria-label') ? `[aria-label="${e.getAttribute('aria-label')}"]` : '';
      parts.unshift(e.tagName.toLowerCase() + id + label);
      if (id) break;
    }
    return parts.join(' > ');
  };

  const report: ContrastReport = { failures: [], unresolved: [] };
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const seen = new Set<Element>();
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!node.textContent?.trim()) continue;
    const el = node.parentElement;
    if (!el || seen.has(el)) continue;
    seen.add(el);
    if (el.closest('script, style, noscript, template, [hidden]')) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    const box = range.getBoundingClientRect();
    if (box.width < 2 || box.height < 2) continue; // visually hidden (1 px clip) or empty
    const style = getComputedStyle(el);
    if (style.visibility !== 'visible' || Number(style.opacity) === 0) continue;
    // Opacity on any ancestor fades the text too; a clipped 1 px box (visually hidden text) is for screen readers.
    let opacity = 1;
    let hidden = false;
    for (let e: Element | null = el; e; e = e.parentElement) {
      const cs = getComputedStyle(e);
      opacity *= Number(cs.opacity);
      if (cs.position === 'absolute' && cs.clip !== 'auto' && e.getBoundingClientRect().width <= 1) hidden = true;
    }
    if (hidden || opacity < 0.05) continue; // faded out entirely (a closing panel): nothing to read
    const color = parse(style.color);
    if (!color) continue;
    color[3] *= opacity;

    // Walk up to the first opaque background, compositing translucent ones on the way.
    const layers: RGBA[] = [];
    let backdrop: RGBA | null = null;
    let complex = false;
    for (let e: Element | null = el; e; e = e.parentElement) {
      const cs = getComputedStyle(e);
      if (cs.backgroundImage !== 'none' || cs.filter !== 'none' || cs.mixBlendMode !== 'normal') {
        complex = true;
        break;
      }
      for (const pseudo of ['::before', '::after']) {
        const ps = getComputedStyle(e, pseudo);
        if (
          ps.content !== 'none' &&
          ps.position === 'absolute' &&
          (ps.backgroundImage !== 'none' || (parse(ps.backgroundColor)?.[3] ?? 0) > 0)
        )
          complex = true;
      }
      if (complex) break;
      const bg = parse(cs.backgroundColor);
      if (bg && bg[3] > 0) {
        if (bg[3] >= 1) {
          backdrop = bg;
          break;
        }
        layers.push(bg);
      }
    }
    const fontSize = parseFloat(style.fontSize);
    const bold = Number(style.fontWeight) >= 700;
    const large = fontSize >= 24 || (bold && fontSize >= 18.66);
    const text = node.textContent.trim().slice(0, 60);
    if (complex) {
      report.unresolved.push({
        where: describe(el),
        text,
        rect: { x: box.left + scrollX, y: box.top + scrollY, width: box.width, height: box.height },
        color,
        large,
      });
      continue;
    }
    let background: RGBA = backdrop ?? [255, 255, 255, 1];
    for (const layer of layers.reverse()) background = over(layer, background);
    const shown = over(color, background);
    const value = ratio(shown, background);
    const needed = large ? 3 : 4.5;
    if (value < needed) {
      report.failures.push({
        where: describe(el),
        text,
        detail: `contrast ${value.toFixed(2)}:1 (needs ${needed}:1), text ${style.color} on ${`rgb(${background.slice(0, 3).map(Math.round).join(', ')})`}`,
      });
    }
  }
  return report;
}

/**
 * Text cut off by a box that hides overflow: the text's own box is wider or taller than the
 * element that clips it.
 */
export function clippedTextProbe(): TextProblem[] {
  const problems: TextProblem[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const seen = new Set<Element>();
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!node.textContent?.trim()) continue;
    const el = node.parentElement;
    if (!el || seen.has(el)) continue;
    seen.add(el);
    if (el.closest('script, style, noscript, template, [hidden]')) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    const box = range.getBoundingClientRect();
    if (box.width < 2 || box.height < 2) continue;
    if (getComputedStyle(el).visibility !== 'visible') continue;
    if (el.getBoundingClientRect().width <= 1) continue; // visually hidden: text for screen readers
    for (let e: Element | null = el; e && e !== document.body; e = e.parentElement) {
      const cs = getComputedStyle(e);
      const clipsX = cs.overflowX !== 'visible';
      const clipsY = cs.overflowY !== 'visible';
      if (!clipsX && !clipsY) continue;
      const r = e.getBoundingClientRect();
      if (r.width <= 2 || r.height <= 2) break; // a visually hidden wrapper, meant to clip
      // A scroll box lets the visitor reach what overflows; only hidden/clip cut text off.
      const cuts = (value: string) => value === 'hidden' || value === 'clip';
      const outX = cuts(cs.overflowX) && (box.right > r.right + 1 || box.left < r.left - 1);
      const outY = cuts(cs.overflowY) && (box.bottom > r.bottom + 1 || box.top < r.top - 1);
      const ellipsis = e === el && cs.textOverflow === 'ellipsis' && e.scrollWidth > e.clientWidth + 1;
      if (outX || outY || ellipsis) {
        problems.push({
          where: el.tagName.toLowerCase() + (el.className ? `.${String(el.className).split(' ')[0]}` : ''),
          text: node.textContent.trim().slice(0, 60),
          detail: `text box ${Math.round(box.left)}-${Math.round(box.right)} x ${Math.round(box.top)}-${Math.round(box.bottom)} clipped by <${e.tagName.toLowerCase()}> ${Math.round(r.left)}-${Math.round(r.right)} x ${Math.round(r.top)}-${Math.round(r.bottom)}`,
        });
        break;
      }
    }
  }
  return problems;
}

/** How far the page scrolls sideways, and the widest elements that cause it. */
export function sidewaysProbe(): { scrollWidth: number; viewport: number; culprits: string[] } {
  const viewport = document.documentElement.clientWidth;
  const culprits: string[] = [];
  if (document.documentElement.scrollWidth > viewport) {
    for (const el of document.body.querySelectorAll('*')) {
      const r = el.getBoundingClientRect();
      if (r.right > viewport + 1 && r.width > 0 && getComputedStyle(el).position !== 'fixed') {
        const inside = el.parentElement && el.parentElement.getBoundingClientRect().right > viewport + 1;
        if (!inside)
          culprits.push(
            `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 40)}" right edge ${Math.round(r.right)}`,
          );
      }
    }
  }
  return { scrollWidth: document.documentElement.scrollWidth, viewport, culprits: culprits.slice(0, 5) };
}

/**
 * Scrolls halfway down and reports whether the header is still on screen with a way to call and a
 * way to navigate (the nav or the Menu button).
 */
export async function stickyHeaderProbe(): Promise<{
  scrolledTo: number;
  top: number;
  bottom: number;
  call: boolean;
  navigation: boolean;
}> {
  const target = Math.max(0, Math.round((document.documentElement.scrollHeight - innerHeight) / 2));
  window.scrollTo(0, target);
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  const header = document.querySelector('body header')!;
  const r = header.getBoundingClientRect();
  const onScreen = (el: Element) => {
    const b = el.getBoundingClientRect();
    return (
      b.width > 1 &&
      b.height > 1 &&
      b.top >= 0 &&
      b.bottom <= innerHeight &&
      getComputedStyle(el).visibility === 'visible'
    );
  };
  const call = [...header.querySelectorAll('a[href^="tel:"]')].some(onScreen);
  const navigation = [...header.querySelectorAll('nav[aria-label="Main"], summary, button')].some(onScreen);
  const result = { scrolledTo: scrollY, top: Math.round(r.top), bottom: Math.round(r.bottom), call, navigation };
  window.scrollTo(0, 0);
  return result;
}

/**
 * Card grids whose last row is left short: a row of cards that doesn't reach across the grid
 * (5 cards in 3 columns leave a row of 2 beside a gap).
 */
export function orphanRowProbe(): string[] {
  const problems: string[] = [];
  for (const list of document.querySelectorAll('main ul, main ol')) {
    if (getComputedStyle(list).display !== 'grid' || list.children.length < 2) continue;
    const outer = list.getBoundingClientRect();
    const cs = getComputedStyle(list);
    const box = {
      left: outer.left + parseFloat(cs.paddingLeft),
      width: outer.width - parseFloat(cs.paddingLeft) - parseFloat(cs.paddingRight),
    };
    if (box.width < 2) continue;
    const rows = new Map<number, { left: number; right: number; count: number }>();
    for (const item of list.children) {
      const r = item.getBoundingClientRect();
      if (r.width < 2) continue;
      const row = rows.get(Math.round(r.top)) ?? { left: Infinity, right: -Infinity, count: 0 };
      rows.set(Math.round(r.top), {
        left: Math.min(row.left, r.left),
        right: Math.max(row.right, r.right),
        count: row.count + 1,
      });
    }
    if (rows.size < 2) continue;
    for (const [top, row] of rows) {
      if (row.right - row.left < box.width * 0.97) {
        const heading = list.closest('section')?.querySelector('h2')?.textContent?.trim() ?? list.tagName.toLowerCase();
        problems.push(
          `grid under "${heading}" has a short row at ${Math.round(top + scrollY)}px: ${row.count} of ${list.children.length} cards span ${Math.round(row.right - row.left)} of ${Math.round(box.width)}px`,
        );
        break;
      }
    }
  }
  return problems;
}

/** Phone numbers broken over two lines, and icons squeezed below their drawn size by a tight row. */
export function squeezeProbe(): string[] {
  const problems: string[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent ?? '';
    for (const match of text.matchAll(/\(\d{3}\) \d{3}-\d{4}/g)) {
      const range = document.createRange();
      range.setStart(node, match.index);
      range.setEnd(node, match.index + match[0].length);
      const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
      if (lines.size > 1)
        problems.push(`the phone number ${match[0]} in "${text.trim().slice(0, 40)}" breaks over ${lines.size} lines`);
    }
  }
  for (const svg of document.querySelectorAll<SVGSVGElement>('svg[viewBox="0 0 24 24"][width]')) {
    const drawn = Number(svg.getAttribute('width'));
    const r = svg.getBoundingClientRect();
    if (r.width > 0 && r.width < drawn * 0.75) {
      const label = (svg.parentElement?.textContent ?? '').trim().slice(0, 40);
      problems.push(`an icon beside "${label}" is squeezed to ${Math.round(r.width)}px (drawn at ${drawn}px)`);
    }
  }
  return problems;
}

/**
 * Whatever the browser scrolls to must land below the sticky header: each #fragment a link on the
 * page points to (its own or /contact#request on /contact), and the first headings of the main
 * content, scrolled into view as a link or a script would. Reports the ones the header covers.
 */
export async function headerCoverProbe(): Promise<string[]> {
  const problems: string[] = [];
  const header = document.querySelector('body header');
  if (!header) return problems;
  const ids = new Set<string>();
  for (const a of document.querySelectorAll<HTMLAnchorElement>('a[href*="#"]')) {
    const url = new URL(a.href, location.href);
    if (url.pathname === location.pathname && url.hash.length > 1) ids.add(decodeURIComponent(url.hash.slice(1)));
  }
  const targets: Element[] = [...ids].flatMap((id) => {
    const el = document.getElementById(id);
    return el && id !== 'main' ? [el] : [];
  });
  targets.push(...[...document.querySelectorAll('main h2')].slice(0, 3));
  for (const target of targets) {
    if (target.getBoundingClientRect().height < 1) continue;
    target.scrollIntoView({ block: 'start' });
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    // A page too short to scroll that far puts the target lower, which is fine.
    const top = target.getBoundingClientRect().top;
    const bottom = header.getBoundingClientRect().bottom;
    if (top < bottom - 1)
      problems.push(
        `${target.id ? `#${target.id}` : `"${(target.textContent ?? '').trim().slice(0, 40)}"`} scrolled into view sits at ${Math.round(top)}px, under the sticky header (to ${Math.round(bottom)}px)`,
      );
  }
  window.scrollTo(0, 0);
  return problems;
}

/**
 * A long unbroken word (an e-mail address, a pasted link) in every card and panel: each element
 * drawn as a box (a border, a shadow or its own background, with rounded corners) gets a 40-letter
 * word added to its first paragraph; a box it pushes wider than itself or off the screen is
 * reported. The words are removed again.
 */
export function longWordProbe(): string[] {
  const problems: string[] = [];
  const WORD = 'jennifer.harrington1978.roofing@sbcglobal.net';
  const viewport = document.documentElement.clientWidth;
  const boxes = [...document.querySelectorAll<HTMLElement>('main *')].filter((el) => {
    const cs = getComputedStyle(el);
    if (cs.display === 'inline' || cs.display === 'contents' || parseFloat(cs.borderTopLeftRadius) < 4) return false;
    const drawn =
      cs.boxShadow !== 'none' ||
      parseFloat(cs.borderTopWidth) > 0 ||
      !/rgba\(0, 0, 0, 0\)|transparent/.test(cs.backgroundColor);
    return drawn && el.getBoundingClientRect().width > 120 && el.querySelector('p') !== null;
  });
  for (const box of boxes) {
    const p = box.querySelector('p')!;
    if (getComputedStyle(p).display === 'none' || p.closest('[hidden]')) continue;
    const span = document.createElement('span');
    span.textContent = ` ${WORD}`;
    p.append(span);
    const r = box.getBoundingClientRect();
    const word = span.getBoundingClientRect();
    if (box.scrollWidth > box.clientWidth + 1 || word.right > r.right + 1 || r.right > viewport + 1)
      problems.push(
        `a long word in the box around "${(p.textContent ?? '').replace(WORD, '').trim().slice(0, 40)}" runs to ${Math.round(word.right)}px past its edge at ${Math.round(r.right)}px`,
      );
    span.remove();
  }
  return problems;
}

/** Buttons and fields whose type differs from the body's (a browser default such as Arial). */
export function controlFontProbe(): string[] {
  const body = getComputedStyle(document.body).fontFamily;
  return [...document.querySelectorAll<HTMLElement>('button, input:not([type="hidden"]), select, textarea')]
    .filter((el) => el.getBoundingClientRect().width > 1 && getComputedStyle(el).fontFamily !== body)
    .map(
      (el) =>
        `the ${el.tagName.toLowerCase()} "${(el.textContent || el.getAttribute('name') || '').trim().slice(0, 40)}" is in ${getComputedStyle(el).fontFamily}, not the body's ${body}`,
    );
}
