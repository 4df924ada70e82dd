/**
 * Which requests are emergencies, decided here and nowhere else: the server (the list's order, its
 * clock, the Overdue count, the office's mail subject) and the dashboard (the badge) both ask this
 * module. A request is an emergency when its service is one the site file marks as an emergency
 * (`emergencyServices`, among its `serviceChoices`), or when the visitor answered yes to "Is water
 * coming in now?". An emergency runs on the plain clock, nights and weekends included: the site
 * promises 24/7 emergency service.
 *
 * The server's SQL expression of the same rule (server/submissions/scope.ts) is built from the
 * constants below, and a test holds the two together.
 */

/** Why a request is an emergency, the most pressing first: a leak now, then an emergency service. */
export const EMERGENCY_REASONS = ['water', 'service'] as const;
export type EmergencyReason = (typeof EMERGENCY_REASONS)[number];

/** The answer to "Is water coming in now?" (the `waterComingIn` field) that makes a request an emergency. */
export const WATER_COMING_IN_YES = 'yes';

/** The badge's words (never colour alone) and the mail subject's, per reason. */
export const EMERGENCY_LABELS: Record<EmergencyReason, string> = {
  water: 'Water coming in',
  service: 'Emergency',
};

/** What the rule reads of a request: its service and its answer about water. */
export interface EmergencyFacts {
  serviceNeeded?: string | null;
  waterComingIn?: string | null;
}

/** Why the request is an emergency (the most pressing reason), or null when it is not one. */
export function emergencyOf(request: EmergencyFacts, emergencyServices: readonly string[]): EmergencyReason | null {
  if (request.waterComingIn === WATER_COMING_IN_YES) return 'water';
  if (request.serviceNeeded && emergencyServices.includes(request.serviceNeeded)) return 'service';
  return null;
}

/**
 * Which clock a waiting time was counted on, and how the dashboard names it beside the time: the
 * office hours, an emergency's plain clock, or an active storm's (the storm view's, also plain).
 */
export type WaitClock = 'office' | 'emergency' | 'storm';
export const WAIT_CLOCK_LABELS: Record<WaitClock, string> = {
  office: 'office hours',
  emergency: 'emergency, around the clock',
  storm: 'storm, around the clock',
};

/** The office mail's subject: "URGENT: WATER COMING IN - …" for an emergency, the subject unchanged otherwise. */
export function urgentSubject(subject: string, reason: EmergencyReason | null): string {
  return reason ? `URGENT: ${EMERGENCY_LABELS[reason].toUpperCase()} - ${subject}` : subject;
}
