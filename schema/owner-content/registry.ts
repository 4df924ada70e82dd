import { cityPages } from './city-pages';
import { type ContentType, upgradeData } from './content-type';
import { galleryProjects } from './gallery-projects';
import { pageZones } from './page-zones';
import { photos } from './photos';
import { siteFacts } from './site-facts';
import { testimonials } from './testimonials';

/** Every kind of owner content, by the type its documents are stored under. */
export const CONTENT_TYPES: ReadonlyMap<string, ContentType> = new Map(
  [siteFacts, photos, testimonials, galleryProjects, cityPages, pageZones].map((contentType) => [
    contentType.type,
    contentType as ContentType,
  ]),
);

/** A stored revision's data as this code's schema reads it (upgradeData); an unknown type's as it is. */
export function upgradeStored(type: string, schemaVersion: number, data: unknown) {
  const contentType = CONTENT_TYPES.get(type);
  return contentType ? upgradeData(contentType, data, schemaVersion) : { data, schemaVersion };
}
