import { polygon, project, type Camera, type Vec3 } from './camera';
import { shade } from './color';
import type { Random } from './random';
import { onPlane, type RoofPlane } from './roof';

/**
 * The photographed home: a gable-roofed house, 12 × 10 m by default, ridge running across the
 * frame. The camera stands in front and to the right, so the front wall, the right gable and the
 * front roof slope show, as in most contractors' drone photos.
 */
export interface HouseSpec {
  width: number;
  depth: number;
  wallHeight: number;
  rise: number;
  siding: string;
  trim: string;
  /** Window glass; reflects the sky. */
  glass: string;
}

export interface HouseModel {
  spec: HouseSpec;
  /** The front roof slope, for the roofing material. */
  roof: RoofPlane;
  x0: number;
  x1: number;
  z0: number;
  z1: number;
  ridgeZ: number;
}

const OVERHANG = 0.5;

export function houseModel(spec: HouseSpec): HouseModel {
  const x0 = -spec.width / 2;
  const x1 = spec.width / 2;
  const z0 = 6;
  const z1 = z0 + spec.depth;
  const ridgeZ = (z0 + z1) / 2;
  const run = ridgeZ - z0 + OVERHANG;
  const pitch = Math.atan2(spec.rise, ridgeZ - z0);
  // The eave drops below the wall top by the overhang's share of the slope.
  const eaveY = spec.wallHeight - OVERHANG * Math.tan(pitch);
  const roof: RoofPlane = { eave: { y: eaveY, z: z0 - OVERHANG }, pitch, length: run / Math.cos(pitch), from: x0 - OVERHANG, to: x1 + OVERHANG };
  return { spec, roof, x0, x1, z0, z1, ridgeZ };
}

/** Horizontal lap siding clipped to a wall: a line of shadow under each board. */
function siding(camera: Camera, outline: Vec3[], colour: string, light: number, along: 'x' | 'z', id: string): string {
  const ys = outline.map((p) => p[1]);
  const top = Math.max(...ys);
  const lines: string[] = [];
  const first = outline[0]!;
  const span = outline.reduce((m, p) => Math.max(m, along === 'x' ? Math.abs(p[0] - first[0]) : Math.abs(p[2] - first[2])), 0);
  for (let y = 0.2; y < top; y += 0.2) {
    const a: Vec3 = along === 'x' ? [first[0] - 1, y, first[2]] : [first[0], y, first[2] - 1];
    const b: Vec3 = along === 'x' ? [first[0] + span + 1, y, first[2]] : [first[0], y, first[2] + span + 1];
    const c: Vec3 = [b[0], y - 0.025, b[2]];
    const d: Vec3 = [a[0], y - 0.025, a[2]];
    lines.push(`<polygon points="${polygon(camera, [a, b, c, d])}" fill="#000" fill-opacity="0.16"/>`);
  }
  const shape = polygon(camera, outline);
  return `<clipPath id="${id}"><polygon points="${shape}"/></clipPath>
    <polygon points="${shape}" fill="${shade(colour, light)}"/><g clip-path="url(#${id})">${lines.join('')}</g>`;
}

/** A window on a wall: trim, glass reflecting the sky, a mullion. `at` is its lower-left corner. */
function windowOn(camera: Camera, at: Vec3, w: number, h: number, along: 'x' | 'z', spec: HouseSpec): string {
  const p = (s: number, t: number): Vec3 => (along === 'x' ? [at[0] + s, at[1] + t, at[2] - 0.01] : [at[0] + 0.01, at[1] + t, at[2] + s]);
  const trim = 0.09;
  return [
    `<polygon points="${polygon(camera, [p(-trim, -trim), p(w + trim, -trim), p(w + trim, h + trim), p(-trim, h + trim)])}" fill="${spec.trim}"/>`,
    `<polygon points="${polygon(camera, [p(0, 0), p(w, 0), p(w, h), p(0, h)])}" fill="${spec.glass}"/>`,
    `<polygon points="${polygon(camera, [p(0, h * 0.55), p(w, h), p(w, h * 0.8), p(0, h * 0.35)])}" fill="#fff" fill-opacity="0.12"/>`,
    `<polygon points="${polygon(camera, [p(w / 2 - 0.025, 0), p(w / 2 + 0.025, 0), p(w / 2 + 0.025, h), p(w / 2 - 0.025, h)])}" fill="${spec.trim}"/>`,
    `<polygon points="${polygon(camera, [p(-trim * 1.5, -trim), p(w + trim * 1.5, -trim), p(w + trim * 1.5, -trim * 2), p(-trim * 1.5, -trim * 2)])}" fill="${shade(spec.trim, 0.8)}"/>`,
  ].join('');
}

/** Walls, windows, door and the gable, drawn before the roof, which overhangs them. */
export function houseWalls(camera: Camera, model: HouseModel, rng: Random): string {
  const { spec, x0, x1, z0, z1, ridgeZ } = model;
  const h = spec.wallHeight;
  const front: Vec3[] = [[x0, 0, z0], [x1, 0, z0], [x1, h, z0], [x0, h, z0]];
  const gable: Vec3[] = [[x1, 0, z0], [x1, 0, z1], [x1, h, z1], [x1, h + spec.rise, ridgeZ], [x1, h, z0]];
  // A wall the camera stands behind is not drawn (a close shot over the roof sees neither).
  const parts = [
    camera.eye[0] > x1 ? siding(camera, gable, spec.siding, 1.02, 'z', 'gable') : '',
    siding(camera, front, spec.siding, 0.82, 'x', 'front'),
  ];
  const windows = Math.max(2, Math.floor(spec.width / 4));
  // Two-storey homes get a second row of windows.
  const storeys = h > 4.5 ? [0.95, 3.6] : [0.95];
  for (const sill of storeys) {
    for (let i = 0; i < windows; i++) {
      const x = x0 + (spec.width / windows) * (i + 0.5) - 0.6;
      if (sill < 2 && Math.abs(x + 0.6 - (x0 + spec.width * 0.5)) < 1) continue;
      parts.push(windowOn(camera, [x, sill, z0], 1.2, 1.35, 'x', spec));
    }
  }
  // The front door, centred, with a small step.
  const door = x0 + spec.width * 0.5 - 0.48;
  parts.push(
    `<polygon points="${polygon(camera, [[door - 0.1, 0, z0 - 0.01], [door + 1.06, 0, z0 - 0.01], [door + 1.06, 2.2, z0 - 0.01], [door - 0.1, 2.2, z0 - 0.01]])}" fill="${spec.trim}"/>`,
    `<polygon points="${polygon(camera, [[door, 0, z0 - 0.02], [door + 0.96, 0, z0 - 0.02], [door + 0.96, 2.12, z0 - 0.02], [door, 2.12, z0 - 0.02]])}" fill="${shade(rng.pick(['#5a2e26', '#2f3b48', '#3c4a3a']), 0.9)}"/>`,
  );
  parts.push(windowOn(camera, [x1, 1.0, z0 + spec.depth * 0.3], 1.1, 1.3, 'z', spec));
  parts.push(windowOn(camera, [x1, h + 0.4, ridgeZ - 0.45], 0.9, 0.8, 'z', spec));
  // Soffit shadow under the eave on the front wall and under the rake on the gable.
  parts.push(`<polygon points="${polygon(camera, [[x0, h - 0.45, z0 - 0.01], [x1, h - 0.45, z0 - 0.01], [x1, h, z0 - 0.01], [x0, h, z0 - 0.01]])}" fill="#000" fill-opacity="0.25" filter="url(#soft)"/>`);
  parts.push(`<polygon points="${polygon(camera, [[x1 + 0.01, h - 0.3, z0], [x1 + 0.01, h + spec.rise - 0.35, ridgeZ], [x1 + 0.01, h - 0.3, z1], [x1 + 0.01, h, z1], [x1 + 0.01, h + spec.rise, ridgeZ], [x1 + 0.01, h, z0]])}" fill="#000" fill-opacity="0.22" filter="url(#soft)"/>`);
  return parts.join('');
}

/** Fascia along the eave with its gutter, and rake boards up the gable: the roof's white outline. */
export function roofEdges(camera: Camera, model: HouseModel, roofEdge: string): string {
  const { roof, spec, z1 } = model;
  const x = roof.to;
  const eaveFront = onPlane(roof, roof.from, 0);
  const eaveRight = onPlane(roof, roof.to, 0);
  const ridge = onPlane(roof, roof.to, roof.length);
  const down = (p: Vec3, by: number): Vec3 => [p[0], p[1] - by, p[2]];
  const up = (p: Vec3, by: number): Vec3 => [p[0], p[1] + by, p[2]];
  const backEave: Vec3 = [x, roof.eave.y, z1 + OVERHANG];
  const gableInView = camera.eye[0] > roof.to;
  return [
    // Gutter: a lit lip along the front eave.
    `<polygon points="${polygon(camera, [eaveFront, eaveRight, down(eaveRight, 0.18), down(eaveFront, 0.18)])}" fill="${shade(spec.trim, 0.95)}"/>`,
    `<polygon points="${polygon(camera, [down(eaveFront, 0.18), down(eaveRight, 0.18), down(eaveRight, 0.22), down(eaveFront, 0.22)])}" fill="#000" fill-opacity="0.3"/>`,
    ...(gableInView
      ? [
          // Rake boards up and down the right gable, and the back slope seen edge-on above its board.
          `<polygon points="${polygon(camera, [eaveRight, ridge, down(ridge, 0.22), down(eaveRight, 0.22)])}" fill="${shade(spec.trim, 1.05)}"/>`,
          `<polygon points="${polygon(camera, [ridge, backEave, down(backEave, 0.22), down(ridge, 0.22)])}" fill="${shade(spec.trim, 0.98)}"/>`,
          `<polygon points="${polygon(camera, [ridge, backEave, up(backEave, 0.1), up(ridge, 0.1)])}" fill="${roofEdge}"/>`,
        ]
      : []),
  ].join('');
}

/** A flat shape on the ground (y = 0) from x/z corners. */
const onGround = (camera: Camera, corners: [number, number][], fill: string) =>
  `<polygon points="${polygon(camera, corners.map(([x, z]): Vec3 => [x, 0, z]))}" fill="${fill}"/>`;

/**
 * What lies in front of the house: the street, a sidewalk, the driveway and walk, mowing stripes,
 * and foundation shrubs, so the house sits on its lot instead of floating on a lawn.
 */
export function frontYard(camera: Camera, model: HouseModel, rng: Random): string {
  const { x0, x1, z0 } = model;
  const parts: string[] = [];
  for (let z = -3; z < z0; z += 1.3) {
    parts.push(onGround(camera, [[-60, z], [60, z], [60, z + 0.65], [-60, z + 0.65]], '#ffffff10'));
  }
  parts.push(
    onGround(camera, [[-80, -12], [80, -12], [80, -4.5], [-80, -4.5]], '#55575a'),
    onGround(camera, [[-80, -4.5], [80, -4.5], [80, -4.2], [-80, -4.2]], '#b9b5ad'),
    onGround(camera, [[-80, -3.2], [80, -3.2], [80, -1.8], [-80, -1.8]], '#c9c5bc'),
    // Driveway to the left of the door, walk to the door.
    onGround(camera, [[x0 + 0.6, -4.2], [x0 + 5.4, -4.2], [x0 + 5.4, z0], [x0 + 0.6, z0]], '#c4c0b6'),
    onGround(camera, [[-0.5, -1.8], [0.5, -1.8], [0.5, z0], [-0.5, z0]], '#bdb8ae'),
  );
  // Expansion joints in the driveway.
  for (let z = -1; z < z0; z += 3) parts.push(onGround(camera, [[x0 + 0.6, z], [x0 + 5.4, z], [x0 + 5.4, z + 0.04], [x0 + 0.6, z + 0.04]], '#00000030'));
  // A concrete foundation strip along the walls.
  parts.push(`<polygon points="${polygon(camera, [[x0, 0, z0 - 0.02], [x1, 0, z0 - 0.02], [x1, 0.3, z0 - 0.02], [x0, 0.3, z0 - 0.02]])}" fill="#a9a69f"/>`);
  parts.push(`<polygon points="${polygon(camera, [[x1 + 0.02, 0, z0], [x1 + 0.02, 0, model.z1], [x1 + 0.02, 0.3, model.z1], [x1 + 0.02, 0.3, z0]])}" fill="#bbb8b0"/>`);
  return parts.join('');
}

/** Shrubs along the front wall, either side of the walk. */
export function shrubs(camera: Camera, model: HouseModel, rng: Random): string {
  const blobs: string[] = [];
  for (let x = model.x0 + 5.8; x < model.x1 - 0.3; x += rng.range(0.7, 1.1)) {
    if (Math.abs(x) < 0.9) continue;
    const base = project(camera, [x, 0, model.z0 - 0.6]);
    const r = (camera.focal * rng.range(0.45, 0.6)) / base.depth;
    blobs.push(`<ellipse cx="${base.x.toFixed(1)}" cy="${(base.y - r * 0.7).toFixed(1)}" rx="${(r * 1.1).toFixed(1)}" ry="${(r * 0.8).toFixed(1)}" fill="url(#shrub)"/>`);
  }
  return `<defs><radialGradient id="shrub" cx="0.65" cy="0.3" r="0.8"><stop offset="0" stop-color="#6f8a45"/><stop offset="0.6" stop-color="#3d5a2a"/><stop offset="1" stop-color="#1f3317"/></radialGradient>
    <filter id="shrub-rough" x="-20%" y="-20%" width="140%" height="140%"><feTurbulence type="fractalNoise" baseFrequency="0.12" numOctaves="2" seed="5" result="n"/><feDisplacementMap in="SourceGraphic" in2="n" scale="8" xChannelSelector="R" yChannelSelector="G"/></filter></defs>
    <g filter="url(#shrub-rough)">${blobs.join('')}</g>`;
}
