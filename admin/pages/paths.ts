/** The city page editor's address for a city: /admin/pages/edit?city=jenks (the list links there). */
export const editorHref = (slug: string) => `/admin/pages/edit?city=${encodeURIComponent(slug)}`;
/** The editor of a code-defined page's zone: `/admin/pages/zone?zone=%2Fabout%23story`. */
export const zoneEditorHref = (key: string) => `/admin/pages/zone?zone=${encodeURIComponent(key)}`;
