import { polygon, project, type Camera, type Vec3 } from './camera';
import { shade } from './color';
import type { Random } from './random';

/** Things that sit on roofs, as lit 3D boxes: chimneys, vents, HVAC units, parapets, steeples. */

export interface Box {
  /** Centre of the base and the size in metres (x across, z deep, y tall). */
  at: Vec3;
  size: Vec3;
  colour: string;
  /** Sits on a roof of this pitch (radians): its base follows the slope instead of a level line. */
  slope?: number;
  /** Brick courses on the sides (a chimney) instead of flat faces. */
  brick?: { mortar: string; rng: Random };
}

type Face = { points: Vec3[]; light: number; brickAxis?: 'x' | 'z' };

/** Light comes from the upper right and a little behind the camera: tops brightest, right faces lit. */
function faces(box: Box): Face[] {
  const [cx, y0, cz] = box.at;
  const [w, h, d] = box.size;
  const x0 = cx - w / 2;
  const x1 = cx + w / 2;
  const z0 = cz - d / 2;
  const z1 = cz + d / 2;
  // `at` is the base's lowest (front) point; on a roof the back of the base is higher by the slope.
  const rise = box.slope ? d * Math.tan(box.slope) : 0;
  const y1 = y0 + h + rise;
  const yb = y0 + rise;
  return [
    { points: [[x0, yb, z1], [x1, yb, z1], [x1, y1, z1], [x0, y1, z1]], light: 0.7, brickAxis: 'x' },
    { points: [[x0, y0, z0], [x0, yb, z1], [x0, y1, z1], [x0, y1, z0]], light: 0.62, brickAxis: 'z' },
    { points: [[x1, y0, z0], [x1, yb, z1], [x1, y1, z1], [x1, y1, z0]], light: 1.05, brickAxis: 'z' },
    { points: [[x0, y0, z0], [x1, y0, z0], [x1, y1, z0], [x0, y1, z0]], light: 0.88, brickAxis: 'x' },
    { points: [[x0, y1, z0], [x1, y1, z0], [x1, y1, z1], [x0, y1, z1]], light: 1.2 },
  ];
}

const centre = (points: Vec3[]): Vec3 => [
  points.reduce((s, p) => s + p[0], 0) / points.length,
  points.reduce((s, p) => s + p[1], 0) / points.length,
  points.reduce((s, p) => s + p[2], 0) / points.length,
];

/** Whether a face turns towards the camera (its projected winding). */
function facesCamera(camera: Camera, points: Vec3[], box: Box): boolean {
  const c = centre(points);
  const boxCentre: Vec3 = [box.at[0], box.at[1] + box.size[1] / 2, box.at[2]];
  const normal = [c[0] - boxCentre[0], c[1] - boxCentre[1], c[2] - boxCentre[2]];
  const toEye = [camera.eye[0] - c[0], camera.eye[1] - c[1], camera.eye[2] - c[2]];
  return normal[0]! * toEye[0]! + normal[1]! * toEye[1]! + normal[2]! * toEye[2]! > 0;
}

function bricks(camera: Camera, face: Face, box: Box, colour: string): string {
  const { mortar, rng } = box.brick!;
  const [a, b, , d] = face.points as [Vec3, Vec3, Vec3, Vec3];
  const across = face.brickAxis === 'x' ? Math.abs(b[0] - a[0]) : Math.abs(b[2] - a[2]);
  const height = Math.max(Math.abs(d[1] - a[1]), Math.abs(face.points[2]![1] - b[1]));
  const outline = polygon(camera, face.points);
  const clip = `c${Math.floor(rng.range(0, 1e9))}`;
  const out = [`<clipPath id="${clip}"><polygon points="${outline}"/></clipPath><polygon points="${outline}" fill="${shade(mortar, face.light)}"/><g clip-path="url(#${clip})">`];
  const course = 0.076;
  const brick = 0.2;
  const joint = 0.01;
  const at = (s: number, t: number): Vec3 => {
    const f = s / across;
    return [a[0] + (b[0] - a[0]) * f, a[1] + t, a[2] + (b[2] - a[2]) * f];
  };
  for (let row = 0, t = 0; t < height - joint; row++, t += course) {
    for (let s = row % 2 ? -brick / 2 : 0; s < across; s += brick) {
      const s0 = Math.max(0, s + joint / 2);
      const s1 = Math.min(across, s + brick - joint / 2);
      if (s1 <= s0) continue;
      const t1 = Math.min(height, t + course - joint);
      const tone = shade(colour, face.light * rng.range(0.82, 1.15));
      out.push(`<polygon points="${polygon(camera, [at(s0, t + joint / 2), at(s1, t + joint / 2), at(s1, t1), at(s0, t1)])}" fill="${tone}"/>`);
    }
  }
  return out.join('') + '</g>';
}

/** Draws boxes far to near, each with only the faces turned to the camera. */
export function boxes(camera: Camera, list: Box[]): string {
  return [...list]
    .sort((p, q) => project(camera, q.at).depth - project(camera, p.at).depth)
    .map((box) =>
      faces(box)
        .filter((face) => facesCamera(camera, face.points, box))
        .map((face) =>
          box.brick && face.brickAxis
            ? bricks(camera, face, box, box.colour)
            : `<polygon points="${polygon(camera, face.points)}" fill="${shade(box.colour, face.light)}"/>`,
        )
        .join(''),
    )
    .join('');
}

/** A soft shadow on the surface to the left of an object (the light is on the right), drawn before it. */
export function castShadow(camera: Camera, box: Box, reach: number): string {
  const [cx, y0, cz] = box.at;
  const [w, , d] = box.size;
  const lift = box.slope ? Math.tan(box.slope) : 0;
  const at = (x: number, z: number): Vec3 => [x, y0 + (z - (cz - d / 2)) * lift + 0.01, z];
  const x1 = cx + w / 2;
  const x0 = cx - w / 2 - reach;
  const z0 = cz - d / 2 - 0.05;
  const z1 = cz + d / 2 + reach * 0.4;
  return `<polygon points="${polygon(camera, [at(x0, z0), at(x1, z0), at(x1, z1), at(x0, z1)])}" fill="#000" fill-opacity="0.3" filter="url(#soft)"/>`;
}

export interface House {
  /** Centre of the footprint on the ground. */
  at: Vec3;
  /** Width across, depth, wall height, roof rise. */
  size: [number, number, number, number];
  wall: string;
  roof: string;
  /** Ridge runs across (x) or away from the camera (z). */
  ridge: 'x' | 'z';
}

/** A house in the neighbourhood beyond the roof: walls and a gable roof, lit like the boxes. */
export function houses(camera: Camera, list: House[]): string {
  const shapes: { depth: number; svg: string }[] = [];
  for (const house of list) {
    const [cx, y0, cz] = house.at;
    const [w, d, h, rise] = house.size;
    const walls = boxes(camera, [{ at: house.at, size: [w, h, d], colour: house.wall }]);
    const x0 = cx - w / 2 - 0.4;
    const x1 = cx + w / 2 + 0.4;
    const z0 = cz - d / 2 - 0.4;
    const z1 = cz + d / 2 + 0.4;
    const top = y0 + h;
    const peak = top + rise;
    const planes: { pts: Vec3[]; light: number }[] =
      house.ridge === 'x'
        ? [
            { pts: [[x0, top, z1], [x1, top, z1], [x1, peak, cz], [x0, peak, cz]], light: 0.75 },
            { pts: [[x0, top, z0], [x1, top, z0], [x1, peak, cz], [x0, peak, cz]], light: 1.1 },
            { pts: [[x1, top, z0], [x1, top, z1], [x1, peak, cz]], light: 0.95 },
            { pts: [[x0, top, z0], [x0, top, z1], [x0, peak, cz]], light: 0.7 },
          ]
        : [
            { pts: [[x0, top, z0], [x0, top, z1], [cx, peak, z1], [cx, peak, z0]], light: 0.8 },
            { pts: [[x1, top, z0], [x1, top, z1], [cx, peak, z1], [cx, peak, z0]], light: 1.15 },
            { pts: [[x0, top, z0], [x1, top, z0], [cx, peak, z0]], light: 0.9 },
          ];
    const roof = planes
      .sort((p, q) => project(camera, centre(q.pts)).depth - project(camera, centre(p.pts)).depth)
      .map((p) => `<polygon points="${polygon(camera, p.pts)}" fill="${shade(p.pts.length === 3 ? house.wall : house.roof, p.light)}"/>`)
      .join('');
    shapes.push({ depth: project(camera, house.at).depth, svg: walls + roof });
  }
  return shapes.sort((a, b) => b.depth - a.depth).map((s) => s.svg).join('');
}
