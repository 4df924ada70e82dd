/** Colour arithmetic on #rrggbb strings, enough to vary shingles and shade surfaces. */
type Rgb = [number, number, number];

const parse = (hex: string): Rgb => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as Rgb;
const format = (rgb: Rgb) => `#${rgb.map((c) => Math.round(Math.min(255, Math.max(0, c))).toString(16).padStart(2, '0')).join('')}`;

/** Scales brightness: 1 keeps the colour, 0.5 halves it, 1.2 lightens it. */
export function shade(hex: string, factor: number): string {
  return format(parse(hex).map((c) => c * factor) as Rgb);
}

/** Linear mix: t = 0 gives `a`, t = 1 gives `b`. */
export function mix(a: string, b: string, t: number): string {
  const ca = parse(a);
  const cb = parse(b);
  return format(ca.map((c, i) => c + (cb[i]! - c) * t) as Rgb);
}
