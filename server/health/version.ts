import { readFileSync } from 'node:fs';
import path from 'node:path';

let version: string | undefined;
/** The running version: package.json's, with the build's commit when the environment names one (APP_COMMIT). */
export function appVersion(): string {
  if (version) return version;
  let fromPackage = process.env.npm_package_version;
  if (!fromPackage) {
    try {
      fromPackage = (JSON.parse(readFileSync(path.resolve('package.json'), 'utf8')) as { version?: string }).version;
    } catch {
      fromPackage = undefined;
    }
  }
  const commit = process.env.APP_COMMIT?.slice(0, 12);
  version = [fromPackage ?? 'unknown', commit].filter(Boolean).join('+');
  return version;
}
