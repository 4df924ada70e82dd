/** A pinhole camera: the one piece of 3D the artwork needs to draw roofs in true perspective. */
export type Vec3 = readonly [number, number, number];

export interface Camera {
  /** Eye position in metres: x right, y up, z away from the viewer. */
  eye: Vec3;
  /** Radians; positive looks down. */
  pitch: number;
  /** Radians; positive turns right. */
  yaw: number;
  /** Focal length in pixels. */
  focal: number;
  width: number;
  height: number;
}

export interface ScreenPoint {
  x: number;
  y: number;
  /** Distance along the view direction, for depth of field and haze. */
  depth: number;
}

/** A world point in camera space: x right, y up, z along the view direction. */
function toCamera(camera: Camera, point: Vec3): Vec3 {
  let x = point[0] - camera.eye[0];
  let y = point[1] - camera.eye[1];
  let z = point[2] - camera.eye[2];
  const cy = Math.cos(camera.yaw);
  const sy = Math.sin(camera.yaw);
  [x, z] = [x * cy - z * sy, x * sy + z * cy];
  const cp = Math.cos(camera.pitch);
  const sp = Math.sin(camera.pitch);
  [y, z] = [y * cp + z * sp, -y * sp + z * cp];
  return [x, y, z];
}

const toScreen = (camera: Camera, [x, y, z]: Vec3): ScreenPoint => ({
  x: camera.width / 2 + (camera.focal * x) / z,
  y: camera.height / 2 - (camera.focal * y) / z,
  depth: z,
});

export function project(camera: Camera, point: Vec3): ScreenPoint {
  return toScreen(camera, toCamera(camera, point));
}

/** Nothing nearer than this is drawn: a surface passing beside the lens is cut here, not flipped. */
const NEAR = 0.3;

/** Cuts a polygon (in camera space) to the part in front of the near plane (Sutherland-Hodgman). */
function clipNear(points: Vec3[]): Vec3[] {
  const out: Vec3[] = [];
  points.forEach((current, i) => {
    const previous = points[(i + points.length - 1) % points.length]!;
    const inside = current[2] >= NEAR;
    const wasInside = previous[2] >= NEAR;
    if (inside !== wasInside) {
      const t = (NEAR - previous[2]) / (current[2] - previous[2]);
      out.push([previous[0] + (current[0] - previous[0]) * t, previous[1] + (current[1] - previous[1]) * t, NEAR]);
    }
    if (inside) out.push(current);
  });
  return out;
}

/** Where the horizon (a level line at infinity straight ahead) crosses the frame. */
export function horizonY(camera: Camera): number {
  return camera.height / 2 - camera.focal * Math.tan(camera.pitch);
}

/** SVG points for a polygon through 3D points, cut at the near plane. */
export function polygon(camera: Camera, points: readonly Vec3[]): string {
  return clipNear(points.map((p) => toCamera(camera, p)))
    .map((p) => toScreen(camera, p))
    .map((p) => `${p.x.toFixed(1)},${p.y.toFixed(1)}`)
    .join(' ');
}

/** A camera at `eye` turned to look at `target`. */
export function lookAt(eye: Vec3, target: Vec3, focal: number, width: number, height: number): Camera {
  const dx = target[0] - eye[0];
  const dy = target[1] - eye[1];
  const dz = target[2] - eye[2];
  return { eye, yaw: Math.atan2(dx, dz), pitch: Math.atan2(-dy, Math.hypot(dx, dz)), focal, width, height };
}
