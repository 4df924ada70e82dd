/**
 * The server's answer to a form posted without JavaScript, rendered into the page the form came
 * from: the typed values, each field's problem, or that it was sent. No React here, so the server
 * can import the type.
 */
export interface FormPostAnswer {
  /** The id of the form block this answers (a page may hold more than one form). */
  formId: string;
  outcome: 'sent' | 'invalid' | 'failed';
  values: Record<string, string>;
  errors: Record<string, string>;
  /** A message for the whole form: press again, too many requests, an outage. */
  message?: string;
  /** Hidden fields the server fills in (the signed start time). */
  hidden?: Record<string, string>;
  /**
   * The post was in storm mode: the answer shows the storm questions whatever the page's own
   * marks (an answer page is rendered by the contact route, not served with the storm slot).
   */
  storm?: boolean;
}

/**
 * What POST /api/contact answers a request sent as JSON (the form with JavaScript, tests, the
 * load bench); the same handler answers a form post with the page (FormPostAnswer). The HTTP
 * status says the same: 200 sent, 400 invalid, 403 another site, 429 too many, 503 or 500 failed.
 */
export type ContactAnswer =
  /**
   * Stored; `reference` names it (`7KQ2-M9XD`), the same for a retried post. It is no row id:
   * sequential ids would tell a bot its decoy answer apart, and anyone how many requests come in.
   */
  | { outcome: 'sent'; reference: string }
  /**
   * A field's problem, in the visitor's words; or, with `formToken`, no valid start time yet:
   * send again with this one (no sooner than the minimum fill time).
   */
  | { outcome: 'invalid'; errors: Record<string, string>; message?: string; formToken?: string }
  /** Not sent: what to do, with the office's phone. */
  | { outcome: 'failed'; message: string };
