import { horizonY, lookAt, polygon, project, type Camera, type Vec3 } from './camera';
import { frontYard, houseModel, houseWalls, roofEdges, shrubs, type HouseSpec } from './house';
import { boxes, castShadow, houses, type Box, type House } from './objects';
import type { Lens } from './photo';
import type { Random } from './random';
import { onPlane, type RoofPlane } from './roof';
import { ground, sky, treeLine, trees, type Sky } from './scenery';

export const svgDoc = (width: number, height: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs><filter id="soft" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="6"/></filter></defs>
  ${body}</svg>`;

/** Sunlight across a surface: a gradient from lit to shaded, laid over it. */
export function light(outline: string, id: string, from: [number, number], to: [number, number], lit: string, litOpacity: number, shadeOpacity: number): string {
  return `<defs><linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="${from[0]}" y1="${from[1]}" x2="${to[0]}" y2="${to[1]}">
    <stop offset="0" stop-color="${lit}" stop-opacity="${litOpacity}"/><stop offset="1" stop-color="#000" stop-opacity="${shadeOpacity}"/></linearGradient></defs>
    <polygon points="${outline}" fill="url(#${id})"/>`;
}

/** Focus on a band of rows: sharp at `focus` (0-1 of the height), softer with distance from it. */
export const focusBand = (focus: number, spread: number, far: number) => (y: number, h: number) => Math.min(far, Math.max(0, Math.abs(y / h - focus) - 0.08) * spread);

export type RoofSurface = (camera: Camera, plane: RoofPlane, rng: Random) => string;

export interface HouseShot {
  width: number;
  height: number;
  /** Where the drone hovers, relative to the house's front right corner region. */
  eye: Vec3;
  target: Vec3;
  focal: number;
  house: HouseSpec;
  surface: RoofSurface;
  /** The roofing's colour seen edge-on along the back rake. */
  roofEdge: string;
  objects?: (plane: RoofPlane) => Box[];
  sky: Sky;
  lawn: { near: string; far: string };
  trees: string;
  sun: { from: [number, number]; to: [number, number]; colour: string; strength: number };
  lens: Omit<Lens, 'blurAt'> & { focus: number; spread: number };
}

/** Whether a ground point is in front of the camera and near enough the frame to matter. */
const inView = (camera: Camera, at: Vec3) => {
  const p = project(camera, at);
  return p.depth > 8 && p.x > -camera.width * 0.3 && p.x < camera.width * 1.3;
};

/** Neighbouring houses and trees scattered behind and beside the subject, drawn far to near. */
function neighbourhood(camera: Camera, rng: Random, treeColour: string): string {
  const items: { depth: number; svg: string }[] = [];
  const walls = ['#d9d2c3', '#c9c4ba', '#e4e0d6', '#b9ad98', '#cfc6b4'];
  const roofs = ['#4a4c50', '#5b5046', '#3f4145', '#6a5e52', '#55585c'];
  for (let i = 0; i < 26; i++) {
    const at: Vec3 = [rng.range(-90, 90), 0, rng.range(32, 170)];
    if ((Math.abs(at[0]) < 14 && at[2] < 45) || !inView(camera, at)) continue;
    const house: House = {
      at,
      size: [rng.range(10, 15), rng.range(8, 11), rng.range(2.8, 3.2), rng.range(2, 3.2)],
      wall: rng.pick(walls),
      roof: rng.pick(roofs),
      ridge: rng.chance(0.6) ? 'x' : 'z',
    };
    items.push({ depth: project(camera, at).depth, svg: houses(camera, [house]) });
  }
  const treePoints: { x: number; y: number; radius: number; depth: number }[] = [];
  for (let i = 0; i < 55; i++) {
    const at: Vec3 = [rng.range(-110, 110), 0, rng.range(22, 190)];
    if ((Math.abs(at[0]) < 12 && at[2] < 30) || !inView(camera, at)) continue;
    const p = project(camera, at);
    treePoints.push({ x: p.x, y: p.y, radius: (camera.focal * rng.range(2.5, 4.5)) / p.depth, depth: p.depth });
  }
  for (const t of treePoints) items.push({ depth: t.depth - 3, svg: trees([t], treeColour, rng, `tree${items.length}`) });
  return items.sort((a, b) => b.depth - a.depth).map((i) => i.svg).join('');
}

/** A whole house from a drone: front wall, right gable and the front slope of the new roof. */
export function houseShot(spec: HouseShot, rng: Random) {
  const W = spec.width;
  const H = spec.height;
  const camera = lookAt(spec.eye, spec.target, spec.focal, W, H);
  const model = houseModel(spec.house);
  const plane = model.roof;
  const horizon = horizonY(camera);
  const outline = polygon(camera, [onPlane(plane, plane.from, 0), onPlane(plane, plane.to, 0), onPlane(plane, plane.to, plane.length), onPlane(plane, plane.from, plane.length)]);
  const objects = spec.objects?.(plane) ?? [];
  const body = [
    sky(W, H, horizon, spec.sky, rng),
    ground(W, H, horizon, spec.lawn.near, spec.lawn.far, rng),
    treeLine(W, horizon + H * 0.01, H * 0.03, spec.trees, spec.sky.horizon, 0.5, rng, 'horizon'),
    neighbourhood(camera, rng, spec.trees),
    // The house's own shadow on the lawn, to its left (the sun is on the right).
    `<polygon points="${polygon(camera, [[model.x0 - 4, 0, model.z0 + 1], [model.x0, 0, model.z0], [model.x0, 0, model.z1], [model.x0 - 4, 0, model.z1 + 1]])}" fill="#000" fill-opacity="0.25" filter="url(#soft)"/>`,
    frontYard(camera, model, rng),
    houseWalls(camera, model, rng),
    shrubs(camera, model, rng),
    spec.surface(camera, plane, rng),
    light(outline, 'sunlight', [spec.sun.from[0] * W, spec.sun.from[1] * H], [spec.sun.to[0] * W, spec.sun.to[1] * H], spec.sun.colour, spec.sun.strength, 0.25),
    ...objects.map((box) => castShadow(camera, box, 0.35)),
    boxes(camera, objects),
    roofEdges(camera, model, spec.roofEdge),
  ].join('\n');
  const lens: Lens = { ...spec.lens, blurAt: focusBand(spec.lens.focus, spec.lens.spread, 2.5) };
  return { svg: svgDoc(W, H, body), lens };
}


export interface FlatRoofShot {
  width: number;
  height: number;
  eye: Vec3;
  target: Vec3;
  focal: number;
  /** The roof deck: from x0 to x1 across, from the camera's feet (z = 0) to the far parapet at z1. */
  extent: { x0: number; x1: number; z1: number };
  membrane: { colour: string; seam: string; sheet: number };
  parapet: { height: number; colour: string; coping: string };
  units: Box[];
  backdrop: (camera: Camera, rng: Random) => string;
  sky: Sky;
  lens: Omit<Lens, 'blurAt'> & { focus: number; spread: number };
}

/** A ring on a level surface (a fan grille, a drain), as a projected polygon. */
export function ring(camera: Camera, centre: Vec3, radius: number, fill: string): string {
  const points: Vec3[] = Array.from({ length: 20 }, (_, i) => {
    const a = (i / 20) * Math.PI * 2;
    return [centre[0] + Math.cos(a) * radius, centre[1], centre[2] + Math.sin(a) * radius];
  });
  return `<polygon points="${polygon(camera, points)}" fill="${fill}"/>`;
}

/** A commercial flat roof from standing height: membrane sheets with welded seams, parapets, units. */
export function flatRoofShot(spec: FlatRoofShot, rng: Random) {
  const W = spec.width;
  const H = spec.height;
  const camera = lookAt(spec.eye, spec.target, spec.focal, W, H);
  const { x0, x1, z1 } = spec.extent;
  const deck = (xa: number, za: number, xb: number, zb: number, fill: string) =>
    `<polygon points="${polygon(camera, [[xa, 0, za], [xb, 0, za], [xb, 0, zb], [xa, 0, zb]])}" fill="${fill}"/>`;
  const outline = polygon(camera, [[x0, 0, 0.3], [x1, 0, 0.3], [x1, 0, z1], [x0, 0, z1]]);
  const sheets: string[] = [deck(x0, 0.3, x1, z1, spec.membrane.colour)];
  for (let x = x0; x < x1; x += spec.membrane.sheet) {
    sheets.push(deck(x + 0.05, 0.3, x + spec.membrane.sheet, z1, `${spec.membrane.colour}`));
    sheets.push(deck(x, 0.3, x + 0.06, z1, spec.membrane.seam));
    sheets.push(deck(x + 0.06, 0.3, x + 0.1, z1, '#00000022'));
  }
  for (let z = 8; z < z1; z += 15) sheets.push(deck(x0, z, x1, z + 0.08, spec.membrane.seam));
  const p = spec.parapet;
  const parapets: Box[] = [
    { at: [(x0 + x1) / 2, 0, z1 + 0.15], size: [x1 - x0 + 0.6, p.height, 0.3], colour: p.colour },
    { at: [x0 - 0.15, 0, z1 / 2], size: [0.3, p.height, z1], colour: p.colour },
    { at: [x1 + 0.15, 0, z1 / 2], size: [0.3, p.height, z1], colour: p.colour },
  ];
  const copings: Box[] = parapets.map((b) => ({ at: [b.at[0], p.height, b.at[2]], size: [b.size[0] + 0.08, 0.08, b.size[2] + 0.08], colour: p.coping }));
  const seed = Math.floor(rng.range(1, 999));
  const body = [
    sky(W, H, horizonY(camera), spec.sky, rng),
    spec.backdrop(camera, rng),
    sheets.join(''),
    // Weathering: footpaths, dust and faint ponding marks break up the membrane.
    `<defs><clipPath id="deck"><polygon points="${outline}"/></clipPath>
      <filter id="dirt" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" baseFrequency="0.012 0.05" numOctaves="5" seed="${seed}"/>
      <feColorMatrix type="matrix" values="0 0 0 0 0.35  0 0 0 0 0.33  0 0 0 0 0.3  -2 0 0 0 1.15"/></filter></defs>
    <g clip-path="url(#deck)" opacity="0.35"><rect width="${W}" height="${H}" filter="url(#dirt)"/></g>`,
    light(outline, 'deck-light', [W, 0], [0, H], '#ffffff', 0.08, 0.18),
    boxes(camera, parapets),
    boxes(camera, copings),
    ...spec.units.map((box) => castShadow(camera, box, 0.8)),
    boxes(camera, spec.units),
    ...spec.units.filter((u) => u.size[1] > 0.8).map((u) => ring(camera, [u.at[0], u.at[1] + u.size[1] + 0.005, u.at[2]], Math.min(u.size[0], u.size[2]) * 0.3, '#2a2c2e')),
  ].join('\n');
  const lens: Lens = { ...spec.lens, blurAt: focusBand(spec.lens.focus, spec.lens.spread, 3) };
  return { svg: svgDoc(W, H, body), lens };
}

/** Low buildings and trees on the horizon behind a commercial roof. */
export function skyline(camera: Camera, rng: Random, treeColour: string, haze: string): string {
  const horizon = horizonY(camera);
  const blocks: Box[] = [];
  for (let i = 0; i < 14; i++) {
    blocks.push({ at: [rng.range(-160, 160), 0, rng.range(90, 260)], size: [rng.range(15, 45), rng.range(5, 14), rng.range(15, 30)], colour: rng.pick(['#b9b4aa', '#a9a59e', '#c7c1b5', '#9d9a94']) });
  }
  return [
    treeLine(camera.width, horizon + camera.height * 0.005, camera.height * 0.03, treeColour, haze, 0.55, rng, 'sky-trees'),
    boxes(camera, blocks),
    `<rect y="${horizon - camera.height * 0.12}" width="${camera.width}" height="${camera.height * 0.13}" fill="${haze}" fill-opacity="0.35"/>`,
  ].join('');
}

/** A brick church tower with a spire and cross, standing behind a roof. */
export function steeple(camera: Camera, at: Vec3, rng: Random): string {
  const [x, , z] = at;
  const tower: Box = { at, size: [3.2, 13, 3.2], colour: '#8c5a46', brick: { mortar: '#b9a99a', rng } };
  const belfry: Box = { at: [x, 13, z], size: [3.5, 0.4, 3.5], colour: '#e8e4dc' };
  const top = 13.4;
  const tip: Vec3 = [x, top + 9, z];
  const corners: Vec3[] = [[x - 1.6, top, z - 1.6], [x + 1.6, top, z - 1.6], [x + 1.6, top, z + 1.6], [x - 1.6, top, z + 1.6]];
  const spire = [
    `<polygon points="${polygon(camera, [corners[0]!, corners[1]!, tip])}" fill="#5f6b70"/>`,
    `<polygon points="${polygon(camera, [corners[1]!, corners[2]!, tip])}" fill="#7d8a8f"/>`,
    `<polygon points="${polygon(camera, [corners[3]!, corners[0]!, tip])}" fill="#4c565a"/>`,
  ].join('');
  const cross = boxes(camera, [
    { at: [x, top + 9, z], size: [0.12, 1.6, 0.12], colour: '#d8c27a' },
    { at: [x, top + 10, z], size: [0.8, 0.12, 0.12], colour: '#d8c27a' },
  ]);
  return boxes(camera, [tower, belfry]) + spire + cross;
}
