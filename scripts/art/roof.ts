import { polygon, project, type Camera, type Vec3 } from './camera';
import { mix, shade } from './color';
import type { Random } from './random';

/** A sloped roof plane: eave along x at `eave` (height y, distance z), rising `pitch` radians for `length` metres. */
export interface RoofPlane {
  eave: { y: number; z: number };
  pitch: number;
  length: number;
  from: number;
  to: number;
}

/** A point on the plane: `u` metres along the eave, `v` metres up the slope. */
export function onPlane(plane: RoofPlane, u: number, v: number): Vec3 {
  return [u, plane.eave.y + v * Math.sin(plane.pitch), plane.eave.z + v * Math.cos(plane.pitch)];
}

const quad = (camera: Camera, plane: RoofPlane, u0: number, v0: number, u1: number, v1: number) =>
  polygon(camera, [onPlane(plane, u0, v0), onPlane(plane, u1, v0), onPlane(plane, u1, v1), onPlane(plane, u0, v1)]);

/** Projected height in pixels of a slope strip at v: far courses below a pixel are drawn as one surface. */
function stripPixels(camera: Camera, plane: RoofPlane, v: number, dv: number): number {
  return Math.abs(project(camera, onPlane(plane, 0, v)).y - project(camera, onPlane(plane, 0, v + dv)).y);
}

export interface ShinglePalette {
  /** Granule blend colours of the tabs. */
  tabs: readonly string[];
  /** The darker shadow band showing between laminated tabs. */
  shadow: string;
}

/**
 * Laminated architectural shingles: courses of 143 mm exposure, tabs of random widths over a
 * darker shadow layer, a shadow cast below every butt edge and a sliver of light on it.
 */
export function shingles(camera: Camera, plane: RoofPlane, palette: ShinglePalette, rng: Random, exposure = 0.143): string {
  const outline = quad(camera, plane, plane.from, 0, plane.to, plane.length);
  const parts: string[] = [`<polygon points="${outline}" fill="${palette.shadow}"/>`];
  const edges: string[] = [];
  for (let v = 0; v < plane.length; v += exposure) {
    const top = Math.min(v + exposure, plane.length);
    const px = stripPixels(camera, plane, v, exposure);
    if (px < 1.1) {
      // Too far to resolve tabs: the average colour, as a camera would record it.
      parts.push(`<polygon points="${quad(camera, plane, plane.from, v, plane.to, top)}" fill="${mix(palette.tabs[0]!, palette.shadow, 0.25)}"/>`);
      continue;
    }
    let u = plane.from - rng.range(0, 0.4);
    while (u < plane.to) {
      const width = rng.range(0.12, 0.34);
      const gap = rng.chance(0.5) ? rng.range(0.015, 0.045) : 0.003;
      const colour = shade(rng.pick(palette.tabs), rng.range(0.93, 1.07));
      parts.push(`<polygon points="${quad(camera, plane, u + gap, v, u + width, top)}" fill="${colour}"/>`);
      // Laminated tabs show a darker lower band where the second layer sits under the first.
      if (rng.chance(0.45)) {
        parts.push(`<polygon points="${quad(camera, plane, u + gap, v, u + width, v + exposure * rng.range(0.25, 0.45))}" fill="${palette.shadow}" fill-opacity="0.55"/>`);
      }
      u += width;
    }
    if (v > 0 && px > 2.5) {
      edges.push(`<polygon points="${quad(camera, plane, plane.from, v - exposure * 0.14, plane.to, v)}" fill="#000" fill-opacity="0.3"/>`);
      edges.push(`<polygon points="${quad(camera, plane, plane.from, v, plane.to, v + exposure * 0.05)}" fill="#fff" fill-opacity="0.1"/>`);
    }
  }
  // Tabs run past the rakes as they are laid; the roof's edge trims them, as a roofer's knife does.
  const clip = `shingles${Math.floor(rng.range(0, 1e9))}`;
  return `<clipPath id="${clip}"><polygon points="${outline}"/></clipPath><g clip-path="url(#${clip})">${parts.join('')}${edges.join('')}</g>` +
    granules(outline, project(camera, onPlane(plane, 0, 0)).y, project(camera, onPlane(plane, 0, plane.length)).y, rng);
}

/**
 * The mineral granules on a shingle: fine noise everywhere on the roof, with a coarser grain only
 * near the camera, where perspective makes the granules large enough to see.
 */
export function granules(outline: string, nearY: number, farY: number, rng: Random): string {
  const id = `g${Math.floor(rng.range(0, 1e6))}`;
  const noise = (freq: number, seed: number, strength: number) => `<filter id="${id}-${seed}" x="0" y="0" width="100%" height="100%">
      <feTurbulence type="fractalNoise" baseFrequency="${freq}" numOctaves="2" seed="${seed}"/>
      <feColorMatrix type="matrix" values="0 0 0 0 0  0 0 0 0 0  0 0 0 0 0  ${strength} 0 0 0 ${(-strength / 2).toFixed(2)}"/>
      <feComposite in2="SourceGraphic" operator="in"/>
    </filter>`;
  return `<defs>
    <clipPath id="${id}-clip"><polygon points="${outline}"/></clipPath>
    ${noise(0.9, 1, 1.1)}${noise(0.3, 2, 1.4)}
    <linearGradient id="${id}-near" x1="0" y1="${farY}" x2="0" y2="${nearY}" gradientUnits="userSpaceOnUse"><stop offset="0.3" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#fff" stop-opacity="1"/></linearGradient>
    <mask id="${id}-mask"><rect width="100%" height="100%" fill="url(#${id}-near)"/></mask>
  </defs>
  <g clip-path="url(#${id}-clip)">
    <g filter="url(#${id}-1)" opacity="0.45"><polygon points="${outline}" fill="#fff"/></g>
    <g filter="url(#${id}-1)" opacity="0.35" transform="translate(1 1)"><polygon points="${outline}" fill="#000"/></g>
    <g mask="url(#${id}-mask)"><g filter="url(#${id}-2)" opacity="0.4"><polygon points="${outline}" fill="#000"/></g></g>
  </g>`;
}

/** Cap shingles along the ridge: a raised strip with its own short courses. */
export function ridgeCap(camera: Camera, plane: RoofPlane, palette: ShinglePalette, rng: Random): string {
  const parts: string[] = [];
  const v0 = plane.length - 0.05;
  for (let u = plane.from; u < plane.to; u += 0.2) {
    const colour = shade(rng.pick(palette.tabs), rng.range(0.95, 1.2));
    const a = onPlane(plane, u, v0);
    const b = onPlane(plane, u + 0.2, v0);
    const lift = 0.09;
    parts.push(
      `<polygon points="${polygon(camera, [a, b, [b[0], b[1] + lift, b[2] + 0.02], [a[0], a[1] + lift, a[2] + 0.02]])}" fill="${colour}"/>`,
      `<polygon points="${polygon(camera, [a, [a[0], a[1] + lift, a[2] + 0.02], [a[0] + 0.012, a[1] + lift, a[2] + 0.02], [a[0] + 0.012, a[1], a[2]]])}" fill="#000" fill-opacity="0.35"/>`,
    );
  }
  return parts.join('');
}

/**
 * Standing-seam metal: panels 406 mm wide running up the slope, a raised seam between each, and
 * the sky reflected more strongly where the view grazes the surface.
 */
export function standingSeam(camera: Camera, plane: RoofPlane, colour: string, rng: Random, panel = 0.406): string {
  const parts: string[] = [];
  for (let u = plane.from; u < plane.to; u += panel) {
    const tone = shade(colour, rng.range(0.96, 1.04));
    parts.push(`<polygon points="${quad(camera, plane, u, 0, u + panel, plane.length)}" fill="${tone}"/>`);
    // The flat of each panel catches a faint stripe of light (oil-canning), off-centre.
    const stripe = u + panel * rng.range(0.3, 0.6);
    parts.push(`<polygon points="${quad(camera, plane, stripe, 0, stripe + panel * 0.18, plane.length)}" fill="#fff" fill-opacity="${rng.range(0.02, 0.06).toFixed(3)}"/>`);
  }
  for (let u = plane.from; u < plane.to; u += panel) {
    const seam = 0.025;
    const rise = 0.038;
    const lifted = (p: Vec3): Vec3 => [p[0], p[1] + rise * Math.cos(plane.pitch), p[2] - rise * Math.sin(plane.pitch)];
    const a = onPlane(plane, u, 0);
    const b = onPlane(plane, u, plane.length);
    const c = onPlane(plane, u + seam, plane.length);
    const d = onPlane(plane, u + seam, 0);
    // Lit face, shadowed face and the shadow the seam throws on the panel beside it.
    parts.push(`<polygon points="${polygon(camera, [a, b, lifted(b), lifted(a)])}" fill="${shade(colour, 1.45)}"/>`);
    parts.push(`<polygon points="${polygon(camera, [lifted(a), lifted(b), c, d])}" fill="${shade(colour, 0.6)}"/>`);
    parts.push(`<polygon points="${quad(camera, plane, u + seam, 0, u + seam + 0.05, plane.length)}" fill="#000" fill-opacity="0.18"/>`);
  }
  return parts.join('');
}
