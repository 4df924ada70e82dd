import type { Vec3 } from './camera';
import type { Box } from './objects';
import type { Lens } from './photo';
import type { Random } from './random';
import { onPlane, ridgeCap, shingles, standingSeam, type RoofPlane, type ShinglePalette } from './roof';
import type { Sky } from './scenery';
import { flatRoofShot, houseShot, skyline, steeple, type RoofSurface } from './shots';

/** One picture: its file in images/, its size and how to draw it. */
export interface Scene {
  file: string;
  width: number;
  height: number;
  seed: number;
  draw: (rng: Random) => { svg: string; lens: Lens };
}

const charcoal: ShinglePalette = { tabs: ['#4a4c50', '#45484c', '#505256', '#3f4246', '#4f4d4a'], shadow: '#222427' };
const weatheredWood: ShinglePalette = { tabs: ['#6b5a48', '#5e4f40', '#74634f', '#54473a', '#7a6a55'], shadow: '#2e261f' };
const slateGrey: ShinglePalette = { tabs: ['#5a626b', '#4f5760', '#636b75', '#48525b', '#58606a'], shadow: '#262a2f' };
const driftwood: ShinglePalette = { tabs: ['#7d7266', '#6e645a', '#887c6f', '#5f574f', '#8f8477'], shadow: '#332e29' };
const cedarShake: ShinglePalette = { tabs: ['#7a5338', '#6a4a33', '#835c3f', '#5d412d', '#8d6446'], shadow: '#2f2117' };

const shingleSurface = (palette: ShinglePalette): RoofSurface => (camera, plane, rng) => shingles(camera, plane, palette, rng) + ridgeCap(camera, plane, palette, rng);
const metalSurface = (colour: string): RoofSurface => (camera, plane, rng) => standingSeam(camera, plane, colour, rng);

/** A box sitting on the roof at (u, v), its front edge on the slope. */
const onRoof = (plane: RoofPlane, u: number, v: number, size: [number, number, number], colour: string, extra: Partial<Box> = {}): Box => {
  const [x, y, z] = onPlane(plane, u, v);
  return { at: [x, y, z + size[2] / 2], size, colour, slope: plane.pitch, ...extra };
};
const vents = (plane: RoofPlane): Box[] => [onRoof(plane, 2.5, 3.8, [0.5, 0.28, 0.5], '#3a3c40'), onRoof(plane, -2.4, 2.4, [0.09, 0.3, 0.09], '#2a2b2d')];
const brickChimney = (u: number, v: number, rng: Random) => (plane: RoofPlane): Box[] => [
  onRoof(plane, u, v, [0.9, 1.5, 0.7], '#8a4f3b', { brick: { mortar: '#b7ab9c', rng } }),
  onRoof(plane, -2.4, 2.4, [0.09, 0.3, 0.09], '#2a2b2d'),
];

const blueSky: Sky = { zenith: '#3f73b5', horizon: '#c9dbec', clouds: 0.45, cloudColour: '#9fb2c8' };
const lateSky: Sky = { zenith: '#4a6fa3', horizon: '#e9d3b4', clouds: 0.35, cloudColour: '#c49a7c', sun: { x: 0.92, y: 0.12, colour: '#ffcf8a', size: 0.6 } };
const clearSky: Sky = { zenith: '#2f66ad', horizon: '#d4e2ef', clouds: 0.2, cloudColour: '#a9bbd0' };
const lawn = { near: '#5d7440', far: '#a3ad92' };
const photo = { grain: 4.5, vignette: 0.3, contrast: 0.15, grade: 0.35 };

const SIZE = { width: 1600, height: 1000 };

export const scenes: Scene[] = [
  {
    file: 'hero-tulsa-home.jpg',
    width: 1920,
    height: 1080,
    seed: 7,
    draw: (rng) =>
      houseShot(
        {
          width: 1920,
          height: 1080,
          // The house sits right of centre: the hero's text covers the left of the frame.
          eye: [6, 6.4, -13],
          target: [-8.5, 3.4, 11],
          focal: 1500,
          house: { width: 14, depth: 10, wallHeight: 3, rise: 3.4, siding: '#d9d2c4', trim: '#f3f1ec', glass: '#55657a' },
          surface: shingleSurface(charcoal),
          roofEdge: '#3a3c40',
          objects: brickChimney(3.6, 3.2, rng),
          sky: lateSky,
          lawn: { near: '#5f7038', far: '#b4ab8c' },
          trees: '#3e4f2a',
          sun: { from: [1, 0], to: [0.2, 1], colour: '#ffd9a0', strength: 0.22 },
          lens: { ...photo, focus: 0.55, spread: 4, grade: 0.6 },
        },
        rng,
      ),
  },
  {
    file: 'hail-reroof-south-tulsa.jpg',
    ...SIZE,
    seed: 11,
    draw: (rng) =>
      houseShot(
        {
          ...SIZE,
          eye: [14, 7.5, -9],
          target: [0, 3, 11],
          focal: 1500,
          house: { width: 13, depth: 10, wallHeight: 3, rise: 3.1, siding: '#d8d0c0', trim: '#f1efe9', glass: '#4d6275' },
          surface: shingleSurface(charcoal),
          roofEdge: '#3a3c40',
          objects: vents,
          sky: blueSky,
          lawn,
          trees: '#3b4f2c',
          sun: { from: [1, 0.2], to: [0, 1], colour: '#fff6e0', strength: 0.12 },
          lens: { ...photo, focus: 0.55, spread: 5 },
        },
        rng,
      ),
  },
  {
    file: 'metal-broken-arrow.jpg',
    ...SIZE,
    seed: 23,
    draw: (rng) =>
      houseShot(
        {
          ...SIZE,
          eye: [12, 8.5, -6],
          target: [0, 3.2, 11],
          focal: 1400,
          house: { width: 12, depth: 9, wallHeight: 3, rise: 3.2, siding: '#c8cbcc', trim: '#f4f4f2', glass: '#46586a' },
          surface: metalSurface('#3b3e42'),
          roofEdge: '#2e3134',
          sky: clearSky,
          lawn,
          trees: '#41552f',
          sun: { from: [0.9, 0.1], to: [0.1, 0.9], colour: '#ffffff', strength: 0.2 },
          lens: { ...photo, focus: 0.55, spread: 5 },
        },
        rng,
      ),
  },
  {
    file: 'historic-jenks.jpg',
    ...SIZE,
    seed: 37,
    draw: (rng) =>
      houseShot(
        {
          ...SIZE,
          eye: [13, 7, -8],
          target: [0, 3.6, 11],
          focal: 1550,
          house: { width: 11, depth: 9, wallHeight: 3.2, rise: 4.6, siding: '#efece4', trim: '#2f3a33', glass: '#3f4d58' },
          surface: shingleSurface(slateGrey),
          roofEdge: '#3f464d',
          objects: brickChimney(-2.8, 3.4, rng),
          sky: blueSky,
          lawn: { near: '#66723f', far: '#ab9f80' },
          trees: '#5b5a2c',
          sun: { from: [1, 0.1], to: [0, 1], colour: '#fff1d6', strength: 0.14 },
          lens: { ...photo, focus: 0.55, spread: 5, grade: 0.45 },
        },
        rng,
      ),
  },
  {
    file: 'new-build-bixby.jpg',
    ...SIZE,
    seed: 41,
    draw: (rng) =>
      houseShot(
        {
          ...SIZE,
          eye: [15, 9, -10],
          target: [0, 3, 11],
          focal: 1500,
          house: { width: 15, depth: 11, wallHeight: 3, rise: 3.3, siding: '#b9bdb8', trim: '#fbfbf8', glass: '#4b5d70' },
          surface: shingleSurface(weatheredWood),
          roofEdge: '#4d4136',
          objects: vents,
          sky: clearSky,
          lawn: { near: '#6f8a48', far: '#b0b79c' },
          trees: '#4a6233',
          sun: { from: [1, 0.2], to: [0, 1], colour: '#fff8e6', strength: 0.14 },
          lens: { ...photo, focus: 0.55, spread: 5 },
        },
        rng,
      ),
  },
  {
    file: 'leak-repair-sand-springs.jpg',
    ...SIZE,
    seed: 53,
    draw: (rng) =>
      houseShot(
        {
          ...SIZE,
          // Close on the chimney, where the new step flashing went in.
          eye: [-1.5, 8.4, 1.5],
          target: [-0.6, 5.4, 11],
          focal: 1750,
          house: { width: 12, depth: 10, wallHeight: 3, rise: 3.4, siding: '#d6cdbb', trim: '#f1eee6', glass: '#4d6275' },
          surface: shingleSurface(driftwood),
          roofEdge: '#5c544b',
          objects: (plane) => [
            onRoof(plane, -0.6, 4.1, [1.1, 1.6, 0.8], '#93543e', { brick: { mortar: '#bcae9e', rng } }),
            onRoof(plane, -0.6, 4.02, [1.3, 0.1, 0.05], '#a7aaad'),
          ],
          sky: blueSky,
          lawn,
          trees: '#3f532d',
          sun: { from: [1, 0], to: [0, 1], colour: '#fff4dc', strength: 0.16 },
          lens: { ...photo, focus: 0.6, spread: 5 },
        },
        rng,
      ),
  },
  {
    file: 'luxury-leawood.jpg',
    ...SIZE,
    seed: 67,
    draw: (rng) =>
      houseShot(
        {
          ...SIZE,
          eye: [17, 9.5, -11],
          target: [0, 4.2, 12],
          focal: 1500,
          house: { width: 17, depth: 12, wallHeight: 5.6, rise: 4.2, siding: '#cbbfa9', trim: '#f5f2ea', glass: '#35424f' },
          surface: shingleSurface(cedarShake),
          roofEdge: '#553b29',
          objects: brickChimney(-4.5, 3.8, rng),
          sky: lateSky,
          lawn: { near: '#58703a', far: '#a9aa8a' },
          trees: '#3a4d29',
          sun: { from: [1, 0], to: [0, 1], colour: '#ffdcaa', strength: 0.18 },
          lens: { ...photo, focus: 0.55, spread: 5, grade: 0.5 },
        },
        rng,
      ),
  },
  {
    file: 'tpo-retail-tulsa.jpg',
    ...SIZE,
    seed: 79,
    draw: (rng) =>
      flatRoofShot(
        {
          ...SIZE,
          eye: [2, 2.6, -1],
          target: [-1, 0.4, 20],
          focal: 1300,
          extent: { x0: -60, x1: 60, z1: 46 },
          membrane: { colour: '#e3e6e7', seam: '#c9cdcf', sheet: 3.05 },
          parapet: { height: 1.0, colour: '#c7c0b2', coping: '#9ea3a6' },
          units: [
            { at: [-6, 0, 14], size: [2.4, 1.4, 1.6], colour: '#c9ccc9' },
            { at: [4.5, 0, 22], size: [2.4, 1.4, 1.6], colour: '#c9ccc9' },
            { at: [-12, 0, 30], size: [2.4, 1.4, 1.6], colour: '#c9ccc9' },
          ],
          backdrop: (camera, rng) => skyline(camera, rng, '#4a5d38', '#d4e2ef'),
          sky: clearSky,
          lens: { ...photo, focus: 0.62, spread: 4, contrast: 0.12 },
        },
        rng,
      ),
  },
  {
    file: 'epdm-church-overland-park.jpg',
    ...SIZE,
    seed: 83,
    draw: (rng) =>
      flatRoofShot(
        {
          ...SIZE,
          eye: [-3, 2.4, -1],
          target: [2, 2.2, 20],
          focal: 1250,
          extent: { x0: -60, x1: 60, z1: 30 },
          membrane: { colour: '#3a3c3f', seam: '#585b60', sheet: 6.1 },
          parapet: { height: 0.9, colour: '#8c5a46', coping: '#b5b7b5' },
          units: [
            { at: [-5, 0, 12], size: [2, 1.2, 1.4], colour: '#c2c4c2' },
            { at: [7, 0, 20], size: [0.6, 0.6, 0.6], colour: '#a4a7a9' },
          ],
          backdrop: (camera, rng) => skyline(camera, rng, '#45582f', '#cfdeeb') + steeple(camera, [6, 0, 38] as Vec3, rng),
          sky: blueSky,
          lens: { ...photo, focus: 0.55, spread: 4 },
        },
        rng,
      ),
  },
  {
    file: 'city-oklahoma.jpg',
    width: 1920,
    height: 1080,
    seed: 97,
    draw: (rng) =>
      houseShot(
        {
          width: 1920,
          height: 1080,
          // Subject right of centre, like the home hero: the page heading sits on the left.
          eye: [7, 7.2, -14],
          target: [-9, 3.2, 11],
          focal: 1500,
          house: { width: 15, depth: 10, wallHeight: 3, rise: 3.2, siding: '#cdbfa8', trim: '#f4f1ea', glass: '#4a5d70' },
          surface: shingleSurface(weatheredWood),
          roofEdge: '#4d4136',
          objects: brickChimney(4.2, 3.4, rng),
          sky: blueSky,
          lawn,
          trees: '#3d5230',
          sun: { from: [1, 0.1], to: [0.2, 1], colour: '#fff4dc', strength: 0.16 },
          lens: { ...photo, focus: 0.55, spread: 4 },
        },
        rng,
      ),
  },
  {
    file: 'city-kansas.jpg',
    width: 1920,
    height: 1080,
    seed: 101,
    draw: (rng) =>
      houseShot(
        {
          width: 1920,
          height: 1080,
          eye: [8, 9, -15],
          target: [-9, 4.2, 12],
          focal: 1500,
          house: { width: 16, depth: 11, wallHeight: 5.6, rise: 3.8, siding: '#c9cccb', trim: '#f6f6f3', glass: '#3b4856' },
          surface: shingleSurface(charcoal),
          roofEdge: '#3a3c40',
          objects: vents,
          sky: lateSky,
          lawn: { near: '#5d7440', far: '#aeb093' },
          trees: '#3b4f2c',
          sun: { from: [1, 0], to: [0.2, 1], colour: '#ffdcaa', strength: 0.18 },
          lens: { ...photo, focus: 0.55, spread: 4, grade: 0.5 },
        },
        rng,
      ),
  },
];
