/**
 * Thrown by an authoring helper (defineCity, defineServicePage …) when the input the author wrote
 * fails its own schema. Each issue's path is in the author's words (`faqs[0].answer`), not in the
 * generated page's (`blocks[4].items[0].answer`); the content compiler reports them against the
 * page file, so the author reads `pages/locations/jenks.ts › faqs[0].answer: must not be empty`.
 */
export interface AuthorInputIssue {
  path: readonly (string | number)[];
  message: string;
  /** The problem's kind in the content gate's catalogue (content/errors.ts), when the helper's schema found it. */
  name?: string;
}

export class AuthorInputError extends Error {
  override readonly name = 'AuthorInputError';
  constructor(readonly issues: readonly AuthorInputIssue[]) {
    super(issues.map((issue) => `${issue.path.join('.') || '(input)'}: ${issue.message}`).join('\n'));
  }
}

/** True for an AuthorInputError, also one thrown by a second copy of this module (tsx loads page files apart). */
export function isAuthorInputError(error: unknown): error is AuthorInputError {
  return (
    error instanceof Error && error.name === 'AuthorInputError' && Array.isArray((error as AuthorInputError).issues)
  );
}
