import { type AuthorProblemName, authorProblems } from './errors';

/** One thing an author must fix: the file, where inside the definition, and what the rule says. */
export interface ContentProblem {
  file: string;
  at: string;
  message: string;
  /** A schema problem's kind in the catalogue (content/errors.ts); content rules name none. */
  name?: AuthorProblemName;
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

const isProblemName = (name: string | undefined): name is AuthorProblemName =>
  name !== undefined && Object.hasOwn(authorProblems, name);

/**
 * A file's schema problems as the gate lists them: what `parseForAuthor` (content/errors.ts) found,
 * or what a page helper's AuthorInputError carries, at the path the author wrote.
 */
export function problemsFromIssues(
  file: string,
  issues: readonly { path: readonly PropertyKey[]; message: string; name?: string }[],
): ContentProblem[] {
  return issues.map(({ path, name, message }) => ({
    file,
    at: formatPath(path),
    message,
    ...(isProblemName(name) && { name }),
  }));
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
