import sharp, { type Sharp } from 'sharp';
import type { Random } from './random';

export interface Lens {
  /** Blur (sigma in px) wanted at each row, 0 = in focus: a shallow depth of field by row. */
  blurAt: (y: number, height: number) => number;
  /** Film grain strength (standard deviation in 0-255 levels). */
  grain: number;
  /** How much the corners darken, 0-1. */
  vignette: number;
  /** Contrast of the tone curve; 0 keeps the render's tones. */
  contrast: number;
  /** Warmth added to highlights and coolness to shadows, 0-1. */
  grade: number;
  /** Colour saturation, 1 = as rendered. */
  saturation?: number;
}

const BLUR_LEVELS = [0, 1.5, 4, 9] as const;

/** Reads a rendered SVG as raw RGB. */
async function raw(input: Sharp) {
  const { data, info } = await input.removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/**
 * Turns a flat vector render into something that reads as a photograph: a lens that is slightly
 * soft and focused on one band, grain, a vignette and a gentle tone curve.
 */
export async function develop(svg: string, lens: Lens, rng: Random): Promise<Sharp> {
  const rendered = sharp(Buffer.from(svg), { density: 72 });
  const base = await raw(rendered.clone().blur(0.55));
  const { width, height } = base;
  const levels = [base.data];
  for (const sigma of BLUR_LEVELS.slice(1)) {
    levels.push((await raw(sharp(base.data, { raw: { width, height, channels: 3 } }).blur(sigma))).data);
  }
  const out = Buffer.alloc(width * height * 3);
  const curve = toneCurve(lens.contrast);
  const cx = width / 2;
  const cy = height / 2;
  const maxR = Math.hypot(cx, cy);
  for (let y = 0; y < height; y++) {
    const blur = lens.blurAt(y, height);
    let level = 0;
    while (level < BLUR_LEVELS.length - 2 && BLUR_LEVELS[level + 1]! < blur) level++;
    const lo = BLUR_LEVELS[level]!;
    const hi = BLUR_LEVELS[level + 1]!;
    const t = Math.min(1, Math.max(0, (blur - lo) / (hi - lo)));
    const a = levels[level]!;
    const b = levels[level + 1]!;
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      const r = Math.hypot(x - cx, y - cy) / maxR;
      const vignette = 1 - lens.vignette * r * r * (1.2 - 0.2 * r);
      const noise = gaussian(rng) * lens.grain;
      const lum = (0.299 * (a[i]! + (b[i]! - a[i]!) * t) + 0.587 * (a[i + 1]! + (b[i + 1]! - a[i + 1]!) * t) + 0.114 * (a[i + 2]! + (b[i + 2]! - a[i + 2]!) * t)) / 255;
      for (let c = 0; c < 3; c++) {
        let v = a[i + c]! + (b[i + c]! - a[i + c]!) * t;
        v = curve[Math.max(0, Math.min(255, Math.round(v * vignette)))]!;
        // Split toning: warm highlights, cool shadows, as most outdoor photos are graded.
        const warm = (lum - 0.5) * lens.grade * 18;
        v += c === 0 ? warm : c === 2 ? -warm : warm * 0.3;
        out[i + c] = Math.max(0, Math.min(255, Math.round(v + noise + gaussian(rng) * lens.grain * 0.35)));
      }
    }
  }
  // Rendered colours are purer than any camera records; pull them back towards a photo's.
  return sharp(out, { raw: { width, height, channels: 3 } }).modulate({ saturation: lens.saturation ?? 0.85 });
}

/** An S-curve lookup table; 0 is the identity. */
function toneCurve(contrast: number): number[] {
  return Array.from({ length: 256 }, (_, i) => {
    const x = i / 255;
    const s = x < 0.5 ? 0.5 * Math.pow(2 * x, 1 + contrast) : 1 - 0.5 * Math.pow(2 * (1 - x), 1 + contrast);
    return s * 255;
  });
}

/** Box-Muller: grain is normally distributed, not uniform. */
function gaussian(rng: Random): number {
  const u = Math.max(rng.next(), 1e-9);
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * rng.next());
}
