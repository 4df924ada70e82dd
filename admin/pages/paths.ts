/** The city page editor's address for a city: /admin/pages/edit?city=jenks (the list links there). */
export const editorHref = (slug: string) => `/admin/pages/edit?city=${encodeURIComponent(slug)}`;
