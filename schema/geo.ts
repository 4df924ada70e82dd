import type { Coordinates, StateCode } from './common';

/** Rough bounding boxes of the states we serve: a map pin outside its state is a typo. */
const stateBounds: Record<StateCode, { south: number; north: number; west: number; east: number }> = {
  OK: { south: 33.6, north: 37.0, west: -103.0, east: -94.43 },
  KS: { south: 36.99, north: 40.0, west: -102.05, east: -94.59 },
  MO: { south: 35.99, north: 40.61, west: -95.77, east: -89.1 },
  AR: { south: 33.0, north: 36.5, west: -94.62, east: -89.64 },
};

export function insideState(point: Coordinates, state: StateCode): boolean {
  const b = stateBounds[state];
  return point.lat >= b.south && point.lat <= b.north && point.lng >= b.west && point.lng <= b.east;
}

/** What the city schema, the content gate and the map say of a pin outside its state. */
export const outsideStateMessage = (point: Coordinates, state: StateCode) =>
  `${point.lat}, ${point.lng} is outside ${state}: check the latitude and longitude`;
