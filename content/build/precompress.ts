import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const compressible = /\.(html|js|mjs|css|svg|xml|txt|json|webmanifest)$/;

/** Writes the `.br` and `.gz` copies of one file beside it. */
export function compressFile(full: string): void {
  const body = readFileSync(full);
  writeFileSync(
    `${full}.br`,
    brotliCompressSync(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    }),
  );
  writeFileSync(`${full}.gz`, gzipSync(body, { level: 9 }));
}

/** Writes `.br` and `.gz` beside every text file so the server never compresses on a request. */
export function precompress(dir: string): number {
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((file) => compressible.test(file));
  for (const file of files) compressFile(path.join(dir, file));
  return files.length;
}
