/**
 * Who works on the site and what each may reach, written once: the server checks every procedure
 * and route against ACCESS (server/trpc/init.ts staffProcedure, server/auth/admin-check.ts), the
 * dashboard shows each person the sections their role opens, and the README's table of who may do
 * what is held to it by tests/server/roles.test.ts.
 */
export const STAFF_ROLES = ['owner', 'office', 'crew'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const ROLE_LABELS: Record<StaffRole, string> = { owner: 'Owner', office: 'Office', crew: 'Crew' };

export const ROLE_DESCRIPTIONS: Record<StaffRole, string> = {
  owner: 'Everything: the requests, the site and publishing it, staff accounts, backups and the system.',
  office:
    'Works the requests, storms, reports and the review queue, and drafts the site; no publishing, accounts or backups.',
  crew: "The crew page: today's jobs (the address and the job's own phone) and their photos; never the request list, another job's details or an export.",
};

/** The areas of the dashboard and the API, and the roles that may use each. */
export const ACCESS = {
  /** The requests: the list, a request's details and changes, phone-ins, their photos, the CSV, the storm view's queue. */
  leads: ['owner', 'office'],
  /** Storm mode: start, edit and end a storm. */
  storm: ['owner', 'office'],
  /** The Reports view and its CSV. */
  reports: ['owner', 'office'],
  /** The review queue: testimonials (approve onto a city page, take down), private notes, the review report. */
  reviews: ['owner', 'office'],
  /** Drafts of the owner's content (business facts, photos), their previews, the photo library, the launch checklist. */
  drafts: ['owner', 'office'],
  /** Publishing a draft, and going back to an earlier release. */
  publish: ['owner'],
  /** Staff accounts and their roles. */
  staff: ['owner'],
  /** The System view: server, backups (and Back up now), mail, timed jobs, alarms. */
  system: ['owner'],
  /** The crew page (/crew): today's jobs from the appointments, and sending their photos. */
  crew: ['owner', 'office', 'crew'],
} as const satisfies Record<string, readonly StaffRole[]>;
export type Area = keyof typeof ACCESS;

export const AREA_LABELS: Record<Area, string> = {
  leads: 'Requests',
  storm: 'Storm mode',
  reports: 'Reports',
  reviews: 'Review queue',
  drafts: 'Site drafts and previews',
  publish: 'Publishing and rolling back',
  staff: 'Staff accounts and roles',
  system: 'System and backups',
  crew: "The crew page: today's jobs and their photos",
};

/** Whether a role (or nobody's) may use an area. */
export const mayUse = (role: StaffRole | null | undefined, area: Area): boolean =>
  role != null && (ACCESS[area] as readonly StaffRole[]).includes(role);

/** Whether a role opens the dashboard at all (an area besides the crew page, which is its own app at /crew). */
export const opensDashboard = (role: StaffRole | null | undefined): boolean =>
  role != null && (Object.keys(ACCESS) as Area[]).some((area) => area !== 'crew' && mayUse(role, area));

export const isStaffRole = (value: unknown): value is StaffRole => (STAFF_ROLES as readonly unknown[]).includes(value);
