import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The test files that take longest, longest first, as measured on a 2-core machine. With two files
 * running at once, the run ends when the last long file does: started last (vitest's order on a
 * fresh clone, which has no timings cached, is the folders' order), the browser layer's visual check
 * alone ran for five minutes after the rest had finished. A file missing here runs after these, in
 * vitest's own order; a name here that no longer exists fails tests/unit/longest-first.test.ts.
 */
export const LONGEST_FIRST = [
  'tests/e2e/visual.test.ts',
  'tests/e2e/admin.test.ts',
  'tests/e2e/city-editor.test.ts',
  'tests/e2e/admin-site-facts.test.ts',
  'tests/e2e/incremental-build.test.ts',
  'tests/e2e/admin-leads.test.ts',
  'tests/e2e/contact.test.ts',
  'tests/e2e/visitor-layout.test.ts',
  'tests/e2e/site.test.ts',
  'tests/e2e/job-photos-curation.test.ts',
  'tests/server/backup-nightly.test.ts',
  'tests/server/site-build.test.ts',
  'tests/server/disk-full.test.ts',
  'tests/server/backup-restore.test.ts',
];

function rank(spec: TestSpecification): number {
  const at = LONGEST_FIRST.findIndex((file) => spec.moduleId.endsWith(`/${file}`));
  return at < 0 ? LONGEST_FIRST.length : at;
}

/** Vitest's order, with the files named above moved to the front of their project's queue. */
export default class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const byProject = new Map<string, TestSpecification[]>();
    for (const spec of await super.sort(files)) {
      const queue = byProject.get(spec.project.name) ?? [];
      queue.push(spec);
      byProject.set(spec.project.name, queue);
    }
    // Array.prototype.sort is stable: files not named keep vitest's order among themselves.
    return [...byProject.values()].flatMap((queue) => queue.sort((a, b) => rank(a) - rank(b)));
  }
}
