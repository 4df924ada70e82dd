import { runBackgroundChild } from '../background-child';

/** A city file's values as it gave them to defineCity (scripts/city-sources.ts). */
export interface CitySource {
  slug: string;
  file: string;
  input: Record<string, unknown>;
}

/** The city files of the code this server runs: read once, in a child process, when first asked. */
export type CitySources = () => Promise<CitySource[]>;

/**
 * The city files' values, from a child process (the server may not load the site's content code),
 * asked once per server: the code does not change while it runs. A read that fails is asked again
 * next time, and never taken as "no city files".
 */
export function childProcessCitySources(): CitySources {
  let read: Promise<CitySource[]> | undefined;
  return () => {
    read ??= runBackgroundChild({
      script: 'scripts/city-sources.ts',
      args: [],
      what: 'the city files',
      priority: 10,
      timeoutMs: 60_000,
    })
      .then((line) => {
        const parsed = JSON.parse(line) as { cities?: CitySource[] };
        if (!Array.isArray(parsed.cities)) throw new Error(`the city files answered ${line.slice(0, 200)}`);
        return parsed.cities;
      })
      .catch((error: unknown) => {
        read = undefined;
        throw error;
      });
    return read;
  };
}
