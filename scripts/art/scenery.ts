import { mix as mixHex } from './color';
import type { Random } from './random';

/** What surrounds a roof: sky, clouds, a sun glow and trees, drawn in screen space. */

export interface Sky {
  zenith: string;
  horizon: string;
  /** Cloud cover 0-1 and their tint. */
  clouds: number;
  cloudColour: string;
  /** A warm glow around the sun, in frame coordinates (0-1). */
  sun?: { x: number; y: number; colour: string; size: number };
}

export function sky(width: number, height: number, horizon: number, spec: Sky, rng: Random): string {
  const seed = Math.floor(rng.range(1, 999));
  const cover = (1.9 - spec.clouds * 1.2).toFixed(2);
  const sun = spec.sun
    ? `<radialGradient id="sun" cx="${spec.sun.x}" cy="${spec.sun.y}" r="${spec.sun.size}" gradientTransform="translate(${spec.sun.x} ${spec.sun.y}) scale(${height / width} 1) translate(${-spec.sun.x} ${-spec.sun.y})">
        <stop offset="0" stop-color="#fffbe8" stop-opacity="1"/><stop offset="0.08" stop-color="${spec.sun.colour}" stop-opacity="0.9"/><stop offset="1" stop-color="${spec.sun.colour}" stop-opacity="0"/></radialGradient>`
    : '';
  const cloudBand = Math.max(horizon, height * 0.35);
  return `<defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="${horizon}" gradientUnits="userSpaceOnUse">
      <stop offset="0" stop-color="${spec.zenith}"/><stop offset="1" stop-color="${spec.horizon}"/></linearGradient>
    ${sun}
    <filter id="clouds" x="0" y="0" width="100%" height="100%">
      <feTurbulence type="fractalNoise" baseFrequency="0.0022 0.0075" numOctaves="6" seed="${seed}"/>
      <feColorMatrix type="matrix" values="0 0 0 0 1  0 0 0 0 1  0 0 0 0 1  3.4 0 0 0 -${cover}"/>
    </filter>
    <filter id="far-clouds" x="0" y="0" width="100%" height="100%">
      <feTurbulence type="fractalNoise" baseFrequency="0.004 0.03" numOctaves="5" seed="${seed + 7}"/>
      <feColorMatrix type="matrix" values="0 0 0 0 1  0 0 0 0 1  0 0 0 0 1  3.4 0 0 0 -${cover}"/>
    </filter>
    <linearGradient id="cloud-fade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="1"/><stop offset="1" stop-color="#fff" stop-opacity="0.25"/></linearGradient>
    <mask id="cloud-mask"><rect width="${width}" height="${cloudBand}" fill="url(#cloud-fade)"/></mask>
  </defs>
  <rect width="${width}" height="${height}" fill="${spec.horizon}"/>
  <rect width="${width}" height="${horizon}" fill="url(#sky)"/>
  <g mask="url(#cloud-mask)" opacity="0.92">
    <g filter="url(#clouds)"><rect width="${width}" height="${cloudBand * 0.7}"/></g>
    <g filter="url(#far-clouds)" transform="translate(0 ${cloudBand * 0.55})"><rect width="${width}" height="${cloudBand * 0.45}"/></g>
  </g>
  <rect width="${width}" height="${height}" fill="${spec.cloudColour}" fill-opacity="0.35" style="mix-blend-mode:multiply" mask="url(#cloud-mask)"/>
  ${spec.sun ? `<rect width="${width}" height="${height}" fill="url(#sun)"/>` : ''}`;
}

/**
 * A line of tree crowns along `baseY`: overlapping blobs roughened by turbulence, darker at the
 * bottom, lighter and hazier the farther away (`haze` 0-1).
 */
export function treeLine(width: number, baseY: number, crown: number, colour: string, haze: string, hazeAmount: number, rng: Random, id: string): string {
  const blobs: string[] = [];
  for (let x = -crown; x < width + crown; x += crown * rng.range(0.45, 0.8)) {
    const r = crown * rng.range(0.55, 1.05);
    blobs.push(`<ellipse cx="${x.toFixed(0)}" cy="${(baseY - r * rng.range(0.3, 0.9)).toFixed(0)}" rx="${(r * rng.range(0.8, 1.2)).toFixed(0)}" ry="${r.toFixed(0)}"/>`);
  }
  const seed = Math.floor(rng.range(1, 999));
  return `<defs>
    <filter id="${id}-rough" x="-10%" y="-30%" width="120%" height="160%">
      <feTurbulence type="fractalNoise" baseFrequency="${(3 / crown).toFixed(4)}" numOctaves="4" seed="${seed}" result="n"/>
      <feDisplacementMap in="SourceGraphic" in2="n" scale="${(crown * 0.45).toFixed(0)}" xChannelSelector="R" yChannelSelector="G"/>
    </filter>
    <filter id="${id}-leaves" x="0" y="0" width="100%" height="100%">
      <feTurbulence type="fractalNoise" baseFrequency="${(1.2 / crown).toFixed(4)} ${(1.6 / crown).toFixed(4)}" numOctaves="3" seed="${seed + 1}"/>
      <feColorMatrix type="matrix" values="0 0 0 0 0  0 0 0 0 0  0 0 0 0 0  0 0 0 -1.2 0.75"/>
      <feComposite in2="SourceGraphic" operator="in"/>
    </filter>
    <linearGradient id="${id}-shade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="0.12"/><stop offset="1" stop-color="#000" stop-opacity="0.35"/></linearGradient>
  </defs>
  <g filter="url(#${id}-rough)">
    <g fill="${colour}">${blobs.join('')}<rect x="0" y="${baseY - 2}" width="${width}" height="${crown * 3}"/></g>
  </g>
  <g filter="url(#${id}-leaves)"><g filter="url(#${id}-rough)"><g fill="#000">${blobs.join('')}</g></g></g>
  <rect x="0" y="${baseY - crown * 2.2}" width="${width}" height="${crown * 2.6}" fill="${haze}" fill-opacity="${hazeAmount}" style="mix-blend-mode:screen"/>`;
}

/**
 * Open ground from the horizon down: lawns and lots as stretched turbulence (wide and flat, as
 * perspective makes them), fading into haze towards the horizon.
 */
export function ground(width: number, height: number, horizon: number, near: string, far: string, rng: Random): string {
  const seed = Math.floor(rng.range(1, 999));
  const top = Math.max(0, horizon);
  // Noise as a signed overlay: grey 0.5 is neutral, darker and lighter speckles vary the grass.
  const overlay = (id: string, freq: string, octaves: number, strength: number) => `<filter id="${id}" x="0" y="0" width="100%" height="100%">
      <feTurbulence type="fractalNoise" baseFrequency="${freq}" numOctaves="${octaves}" seed="${seed + id.length}"/>
      <feColorMatrix type="matrix" values="${strength} 0 0 0 ${(0.5 - strength / 2).toFixed(3)}  ${strength} 0 0 0 ${(0.5 - strength / 2).toFixed(3)}  ${strength} 0 0 0 ${(0.5 - strength / 2).toFixed(3)}  0 0 0 0 1"/>
    </filter>`;
  return `<defs>
    <linearGradient id="ground" x1="0" y1="${top}" x2="0" y2="${height}" gradientUnits="userSpaceOnUse">
      <stop offset="0" stop-color="${far}"/><stop offset="0.3" stop-color="${near}"/><stop offset="1" stop-color="${near}"/></linearGradient>
    ${overlay('patches', '0.004 0.02', 4, 1.2)}
    ${overlay('blades', '0.7 0.35', 2, 1.2)}
  </defs>
  <rect y="${top}" width="${width}" height="${height - top}" fill="url(#ground)"/>
  <rect y="${top}" width="${width}" height="${height - top}" filter="url(#patches)" style="mix-blend-mode:overlay" opacity="0.3"/>
  <rect y="${top}" width="${width}" height="${height - top}" filter="url(#blades)" style="mix-blend-mode:overlay" opacity="0.35"/>`;
}

/** Single trees standing on the ground, sized by their distance (screen points from the camera). */
export function trees(points: { x: number; y: number; radius: number }[], colour: string, rng: Random, id: string): string {
  const seed = Math.floor(rng.range(1, 999));
  const crowns = points
    .map((p) => {
      const r = p.radius;
      const lobes = [
        [0, -0.95, 1],
        [-0.45, -1.1, 0.7],
        [0.45, -1.2, 0.72],
        [0.1, -1.55, 0.62],
      ] as const;
      return lobes
        .map(([dx, dy, k]) => `<ellipse cx="${(p.x + dx * r).toFixed(1)}" cy="${(p.y + dy * r).toFixed(1)}" rx="${(r * k * rng.range(0.9, 1.1)).toFixed(1)}" ry="${(r * k * 0.9).toFixed(1)}" fill="url(#${id}-lit)"/>`)
        .join('');
    })
    .join('');
  return `<defs>
    <radialGradient id="${id}-lit" cx="0.68" cy="0.3" r="0.85"><stop offset="0" stop-color="${mixHex(colour, '#d8e0a0', 0.35)}"/><stop offset="0.55" stop-color="${colour}"/><stop offset="1" stop-color="${mixHex(colour, '#000000', 0.45)}"/></radialGradient>
    <filter id="${id}" x="-20%" y="-20%" width="140%" height="140%">
      <feTurbulence type="fractalNoise" baseFrequency="0.09" numOctaves="3" seed="${seed}" result="n"/>
      <feDisplacementMap in="SourceGraphic" in2="n" scale="12" xChannelSelector="R" yChannelSelector="G"/>
    </filter>
    <filter id="${id}-leaves" x="0" y="0" width="100%" height="100%">
      <feTurbulence type="fractalNoise" baseFrequency="0.18" numOctaves="2" seed="${seed + 3}"/>
      <feColorMatrix type="matrix" values="0 0 0 0 0.05  0 0 0 0 0.09  0 0 0 0 0.03  -2.2 0 0 0 1.25"/>
      <feComposite in2="SourceGraphic" operator="in"/>
    </filter>
  </defs>
  <g filter="url(#${id})">${crowns}</g>
  <g filter="url(#${id}-leaves)"><g filter="url(#${id})">${crowns}</g></g>`;
}
