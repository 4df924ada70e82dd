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
}
