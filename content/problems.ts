import type { z } from 'zod';

/** One thing an author must fix: the file, where inside the definition, and what the rule says. */
export interface ContentProblem {
  file: string;
  at: string;
  message: string;
}

/** `['blocks', 3, 'items', 1, 'answer']` → `blocks[3].items[1].answer` */
export function formatPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const key of path) {
    if (typeof key === 'number') out += `[${key}]`;
    else out += out ? `.${String(key)}` : String(key);
  }
  return out || '(the whole definition)';
}

export function problemsFromZod(
  file: string,
  error: z.ZodError,
  prefix: readonly PropertyKey[] = [],
): ContentProblem[] {
  return error.issues.map((issue) => ({ file, at: formatPath([...prefix, ...issue.path]), message: issue.message }));
}

export function formatProblem(p: ContentProblem): string {
  return `${p.file} › ${p.at}: ${p.message}`;
}

export function formatReport(problems: ContentProblem[]): string {
  const files = new Set(problems.map((p) => p.file)).size;
  const lines = problems.map((p) => `  ✗ ${formatProblem(p)}`);
  return [
    `Content check failed: ${problems.length} problem${problems.length === 1 ? '' : 's'} in ${files} file${files === 1 ? '' : 's'}.`,
    ...lines,
    '',
    'Fix each line above in the file it names, then run `npm run validate` again.',
  ].join('\n');
}
