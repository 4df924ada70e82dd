import { readOnceInChild } from './code-sources';

/** A city file's values as it gave them to defineCity (scripts/city-sources.ts). */
export interface CitySource {
  slug: string;
  file: string;
  input: Record<string, unknown>;
}

/** The city files of the code this server runs: read once, in a child process, when first asked. */
export type CitySources = () => Promise<CitySource[]>;

/** The city files' values (scripts/city-sources.ts), read in a child process once per server. */
export const childProcessCitySources = (): CitySources =>
  readOnceInChild<CitySource>({ script: 'scripts/city-sources.ts', what: 'the city files', field: 'cities' });
