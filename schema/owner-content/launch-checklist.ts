/**
 * The launch checklist as the dashboard shows it: `npm run launch:report`'s items with the site's
 * content, and the ones the owner has done. Written by `scripts/launch-checklist.ts` (content code)
 * and read by the server, which may not load content code; the shape both agree on.
 */
export interface LaunchChecklistItem {
  /** Stable across edits: the kind and the place (`licence:pages/site.ts:proof.registrations[0]`). */
  key: string;
  kind: string;
  /** The group's title, as the report prints it: "Licence and registration numbers". */
  group: string;
  todo: string;
  /** Where a developer changes it (`pages/site.ts › proof.insurance`, `images/`). */
  place: string;
  /**
   * Where the owner does it in the dashboard: the business facts' field (`registrations.0`) or a
   * photo's slot (`founder-portrait`); neither for what only a developer can change.
   */
  factsPath?: string;
  photoSlot?: string;
  /** For a photo: the pages that show its stand-in. */
  pages?: string[];
}

export interface LaunchChecklist {
  /** What is left: the report's items, in its order. */
  items: LaunchChecklistItem[];
  /** What the site file listed that the owner's facts have since supplied. */
  done: LaunchChecklistItem[];
  /** items + done: "31 of 52 done" is done.length of total. */
  total: number;
  /** The build's one line about it, for the same content (content/launch-report.ts launchSummary). */
  summary: string;
}
