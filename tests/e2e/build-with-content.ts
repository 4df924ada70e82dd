import path from 'node:path';
import { buildScratchSite, scratchSites } from '../../testing/scratch-site';

/**
 * A scratch copy of the site built with a content export, as `npm run build -- --content <dir>`
 * builds it (testing/scratch-site.ts: the code copied, images and node_modules linked); answers its
 * dist/client. The folder is added to `scratch`, which the test removes when done; `output`, when
 * given, gets what the build printed.
 */
export function buildWithContent(content: string, scratch: string[], output?: string[]): string {
  const root = scratchSites('rl-e2e-content-build-').make();
  scratch.push(root);
  const printed = buildScratchSite(root, '--content', content);
  output?.push(printed);
  return path.join(root, 'dist/client');
}
