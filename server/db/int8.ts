/** PostgreSQL's type id of bigint (count(*), bigserial ids), which both drivers return as text by default. */
export const INT8 = 20;
/** Counts and ids come back as numbers on both drivers (every count here fits in 2^53). */
export const parseInt8 = (value: string) => Number(value);
