import { pageDataUrlOf } from '../../shared/page-data-path';

/** The city page editor's view (admin/views.ts lists it at this address). */
export const CITY_EDITOR_PATH = '/admin/pages/edit';
/** The zones' editor's view. */
export const ZONE_EDITOR_PATH = '/admin/pages/zone';

/** The city page editor's address for a city: /admin/pages/edit?city=jenks (the list links there). */
export const editorHref = (slug: string) => `${CITY_EDITOR_PATH}?city=${encodeURIComponent(slug)}`;
/** The editor of a code-defined page's zone: `/admin/pages/zone?zone=%2Fabout%23story`. */
export const zoneEditorHref = (key: string) => `${ZONE_EDITOR_PATH}?zone=${encodeURIComponent(key)}`;

/** A city's built page (its data module), the one its editor's preview starts from. */
export const cityPageDataUrl = (slug: string) => pageDataUrlOf(`locations/${slug}`);
