import type { CDPSession, Page } from 'playwright-core';
import sharp from 'sharp';
import { AXE_RUN_OPTIONS, injectAxe } from './harness';
import type { ContrastReport, TextProblem } from './visual-probes';

type Unresolved = ContrastReport['unresolved'][number];

/**
 * One axe pass: its violations (`rule at target`), and the nodes its colour-contrast rule could not
 * decide, with their boxes. `everyRule` runs all of axe's rules; otherwise colour contrast alone.
 */
export async function axeCheck(
  page: Page,
  { everyRule = false }: { everyRule?: boolean } = {},
): Promise<{ violations: string[]; incomplete: Unresolved[] }> {
  await injectAxe(page);
  return page.evaluate(
    async ({ options, everyRule }) => {
      type AxeNode = {
        target: string[];
        any: { data?: { fgColor?: string; fontSize?: string; fontWeight?: string } }[];
      };
      type AxeResult = {
        violations: { id: string; nodes: AxeNode[] }[];
        incomplete: { id: string; nodes: AxeNode[] }[];
      };
      const axe = (window as unknown as { axe: { run: (ctx: Document, options: object) => Promise<AxeResult> } }).axe;
      const result = await axe.run(document, {
        ...options,
        ...(everyRule ? {} : { runOnly: ['color-contrast'] }),
        resultTypes: ['violations', 'incomplete'],
      });
      const violations = result.violations.flatMap((v) => v.nodes.map((n) => `${v.id} at ${n.target.join(' ')}`));
      const incomplete = result.incomplete
        .filter((v) => v.id === 'color-contrast')
        .flatMap((v) =>
          v.nodes.map((n) => {
            const el = document.querySelector(n.target.join(' '))!;
            // The glyphs' box, not the element's: a button's border is not what its text sits on.
            const range = document.createRange();
            range.selectNodeContents(el);
            const box = range.getBoundingClientRect();
            const style = getComputedStyle(el);
            const m = style.color
              .match(/rgba?\(([^)]+)\)/)![1]!
              .split(/[\s,/]+/)
              .filter(Boolean)
              .map(Number);
            const size = parseFloat(style.fontSize);
            return {
              where: n.target.join(' '),
              text: (el.textContent ?? '').trim().slice(0, 60),
              rect: { x: box.left + scrollX, y: box.top + scrollY, width: box.width, height: box.height },
              color: [m[0]!, m[1]!, m[2]!, m[3] ?? 1] as [number, number, number, number],
              large: size >= 24 || (Number(style.fontWeight) >= 700 && size >= 18.66),
            };
          }),
        );
      return { violations, incomplete };
    },
    { options: AXE_RUN_OPTIONS, everyRule },
  );
}

/** A channel's linear value (0-255 in, 0-1 out), by WCAG's formula. */
const linear = (v: number) => {
  const s = v / 255;
  return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
};
const luminance = (r: number, g: number, b: number) => 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
/**
 * The same formula for a screenshot's whole-number channels, read from a table: the pixel loop
 * below ran the power function three or six times a pixel, for every pixel of every screenshot.
 */
const LINEAR = Array.from({ length: 256 }, (_, v) => linear(v));
const pixelLuminance = (r: number, g: number, b: number) =>
  0.2126 * LINEAR[r]! + 0.7152 * LINEAR[g]! + 0.0722 * LINEAR[b]!;

/**
 * The viewport as PNG, straight from Chromium's DevTools protocol with `optimizeForSpeed`: the same
 * pixels (PNG is lossless; checked against Playwright's page.screenshot) in a quarter of the time,
 * which the pixel check spent most of its time waiting for. Playwright's screenshot does not offer
 * the option. What its `animations: 'disabled'` and `caret: 'hide'` did is done here: animations
 * are finished (or cancelled if endless) and the caret is transparent (pixelContrast's style).
 */
const sessions = new WeakMap<Page, Promise<CDPSession>>();
async function viewportPng(page: Page): Promise<Buffer> {
  let session = sessions.get(page);
  if (!session) {
    session = page.context().newCDPSession(page);
    sessions.set(page, session);
  }
  await page.evaluate(async () => {
    await document.fonts.ready;
    for (const animation of document.getAnimations()) {
      const timing = animation.effect?.getComputedTiming();
      if (timing?.endTime === Number.POSITIVE_INFINITY) animation.cancel();
      else animation.finish();
    }
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
  const { data } = await (await session).send('Page.captureScreenshot', { format: 'png', optimizeForSpeed: true });
  return Buffer.from(data, 'base64');
}

/**
 * Text with no single background colour (over a photo, a gradient, a shaded layer) is measured
 * against the pixels behind it: the page is drawn with all text made transparent, and the text's
 * colour is held against the darkest-to-lightest spread of what is behind it (its 5th percentile,
 * so a stray speck in a photo doesn't decide).
 */
export async function pixelContrast(page: Page, items: Unresolved[]): Promise<TextProblem[]> {
  if (!items.length) return [];
  const problems: TextProblem[] = [];
  const viewport = page.viewportSize()!;
  await page.addStyleTag({
    content:
      '*, *::before, *::after { color: transparent !important; text-shadow: none !important; -webkit-text-fill-color: transparent !important; caret-color: transparent !important } body header { visibility: hidden !important }',
  });
  const sorted = [...items].filter((i) => i.rect.width >= 2 && i.rect.height >= 2).sort((a, b) => a.rect.y - b.rect.y);
  // Items close together share one screenshot.
  const clusters: Unresolved[][] = [];
  for (const item of sorted) {
    const last = clusters.at(-1);
    const top = last?.[0]?.rect.y ?? 0;
    if (last && item.rect.y + item.rect.height - top < viewport.height - 20) last.push(item);
    else clusters.push([item]);
  }
  for (const cluster of clusters) {
    const top = Math.max(0, Math.floor(cluster[0]!.rect.y) - 10);
    await page.evaluate((y) => window.scrollTo(0, y), top);
    const scrollY = await page.evaluate(() => window.scrollY);
    const shot = await viewportPng(page);
    const { data, info } = await sharp(shot).raw().toBuffer({ resolveWithObject: true });
    for (const item of cluster) {
      const x0 = Math.max(0, Math.floor(item.rect.x));
      const y0 = Math.max(0, Math.floor(item.rect.y - scrollY));
      const x1 = Math.min(info.width, Math.ceil(item.rect.x + item.rect.width));
      const y1 = Math.min(info.height, Math.ceil(item.rect.y - scrollY + item.rect.height));
      const ratios: number[] = [];
      const [tr, tg, tb, ta] = item.color;
      // Opaque text (most of it) has one luminance whatever lies behind it.
      const opaqueText = ta === 1 ? luminance(tr, tg, tb) : undefined;
      for (let y = y0; y < y1; y += 2) {
        for (let x = x0; x < x1; x += 2) {
          const i = (y * info.width + x) * info.channels;
          const r = data[i]!;
          const g = data[i + 1]!;
          const b = data[i + 2]!;
          const text = opaqueText ?? luminance(tr * ta + r * (1 - ta), tg * ta + g * (1 - ta), tb * ta + b * (1 - ta));
          const back = pixelLuminance(r, g, b);
          ratios.push((Math.max(text, back) + 0.05) / (Math.min(text, back) + 0.05));
        }
      }
      if (!ratios.length) {
        problems.push({
          where: item.where,
          text: item.text,
          detail: 'could not be measured: it lies outside the page',
        });
        continue;
      }
      ratios.sort((a, b) => a - b);
      const value = ratios[Math.floor(ratios.length * 0.05)]!;
      const needed = item.large ? 3 : 4.5;
      if (value < needed)
        problems.push({
          where: item.where,
          text: item.text,
          detail: `contrast ${value.toFixed(2)}:1 against the picture or gradient behind it (needs ${needed}:1)`,
        });
    }
  }
  await page.evaluate(() => document.head.lastElementChild?.remove()); // the text-hiding style added above
  await page.evaluate(() => window.scrollTo(0, 0));
  return problems;
}

/** Colours are read while nothing animates: a transition caught half-way is not what a visitor reads. */
export const NO_MOTION = '*, *::before, *::after { transition: none !important; animation: none !important }';

export const format = (problems: TextProblem[]) => problems.map((p) => `${p.where} "${p.text}": ${p.detail}`);
