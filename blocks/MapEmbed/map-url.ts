import type { Coordinates } from '../../schema/common';

/** The frame covers 0.02° each side of the point. */
export const MAP_OFFSET_DEGREES = 0.02;

const round = (n: number) => Number(n.toFixed(4));

export function mapEmbedUrl(point: Coordinates): string {
  const { lat, lng } = point;
  const bbox = [lng - MAP_OFFSET_DEGREES, lat - MAP_OFFSET_DEGREES, lng + MAP_OFFSET_DEGREES, lat + MAP_OFFSET_DEGREES]
    .map(round)
    .join('%2C');
  return `https://www.openstreetmap.org/export/embed.html?bbox=${bbox}&layer=mapnik&marker=${round(lat)}%2C${round(lng)}`;
}

export function mapPageUrl(point: Coordinates, zoom: number): string {
  return `https://www.openstreetmap.org/?mlat=${round(point.lat)}&mlon=${round(point.lng)}#map=${zoom}/${round(point.lat)}/${round(point.lng)}`;
}
