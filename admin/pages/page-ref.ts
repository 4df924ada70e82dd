/** The page an editor edits, as the history and the lock name it: a city page by slug, or a page's zone by key. */
export type PageRef = { slug: string } | { zone: string };

/** One string per page: what an effect keys on and what this browser keeps an unsaved draft under. */
export const refKey = (ref: PageRef) => ('zone' in ref ? `zone:${ref.zone}` : ref.slug);

/** The ref back from its key. */
export const refOf = (key: string): PageRef => (key.startsWith('zone:') ? { zone: key.slice(5) } : { slug: key });
