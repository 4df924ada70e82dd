import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';

/**
 * Folders and files only this OS user may open: the data folder holds the database (password
 * hashes, sessions) and mails with live reset links, so other local users get no way in, whatever
 * modes the files inside are created with (PGlite writes its catalog files 0666).
 */
export function privateDir(dir: string): string {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  chmodSync(dir, 0o700); // an existing folder made before this rule, or under a loose umask
  return dir;
}

export function writePrivateFile(file: string, data: string | Uint8Array, flag: 'w' | 'wx' = 'w'): void {
  writeFileSync(file, data, { flag, mode: 0o600 });
  chmodSync(file, 0o600);
}
