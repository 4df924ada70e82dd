import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const repo = path.resolve(import.meta.dirname, '../..');

/**
 * A scratch copy of the site built with a content export, as `npm run build -- --content <dir>`
 * builds it (the code copied, images and node_modules linked); answers its dist/client. The folder
 * is added to `scratch`, which the test removes when done; `output`, when given, gets what the build
 * printed.
 */
export function buildWithContent(content: string, scratch: string[], output?: string[]): string {
  const root = mkdtempSync(path.join(tmpdir(), 'rl-e2e-content-build-'));
  scratch.push(root);
  for (const code of ['admin', 'blocks', 'content', 'pages', 'schema', 'shared', 'src', 'ui'])
    cpSync(path.join(repo, code), path.join(root, code), { recursive: true });
  for (const big of ['images', 'node_modules']) symlinkSync(path.join(repo, big), path.join(root, big));
  for (const file of ['index.html', 'package.json', 'tsconfig.json'])
    cpSync(path.join(repo, file), path.join(root, file));
  const printed = execFileSync(
    process.execPath,
    ['--import', 'tsx', path.join(repo, 'scripts/build.ts'), '--content', content],
    {
      cwd: root,
      env: { ...process.env, NODE_ENV: undefined, OWNER_CONTENT_DIR: undefined },
      stdio: 'pipe',
      encoding: 'utf8',
    },
  );
  output?.push(printed);
  return path.join(root, 'dist/client');
}
