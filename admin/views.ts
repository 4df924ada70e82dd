import type { ReactNode } from 'react';

/**
 * One view of the admin app: a page of its own (prerendered, kept out of search, its head tags
 * complete) that the content compiler makes from this list (content/admin-views.ts), drawn by its
 * screen, which is a chunk of its own (named after it) loaded only by that page.
 */
export interface AdminView {
  /** Its address; loaded directly and by the app's links alike. */
  path: string;
  /** Its short name (breadcrumbs, the page's label). */
  label: string;
  /** The head title before " | " and the company's name; the label when left out. */
  title?: string;
  /** The head description, 50-160 characters, written around the company's name. */
  description: (company: string) => string;
  /** The screen's component, by the name its module exports it under (its chunk is named after its file). */
  screen: string;
  /** Fetches the screen's module: called only in the app and the prerender, never by the compiler. */
  load: () => Promise<Record<string, () => ReactNode>>;
  /**
   * Asks for the screen's first answers as its page starts, before the screen's code runs: a
   * module of its own beside the screen's, `<screen>.prefetch.ts` (its chunk is named after it and
   * linked from the page: prefetchChunkOf), light (the tRPC client and little else), run ahead of
   * the screen's, so the requests are on their way while the screen's forms and schemas are
   * evaluated (admin/trpc/prefetch.ts). Resolves once they have left.
   */
  prefetch?: () => Promise<() => Promise<void>>;
}

/** The chunk of a view's `prefetch` module, which its page links with the screen's: none without one. */
export const prefetchChunkOf = (view: AdminView): string | undefined =>
  view.prefetch ? `${view.screen}.prefetch` : undefined;

/** Types a view's `load` against its `screen`: the module must export a component by that name. */
function view<const S extends string>(
  entry: Omit<AdminView, 'screen' | 'load'> & { screen: S; load: () => Promise<{ [K in S]: () => ReactNode }> },
): AdminView {
  return entry as AdminView;
}

/**
 * Every admin view, listed once: a new one is its feature folder (admin/<feature>/: screen, hooks,
 * styles) and an entry here. This module is data the compiler reads in Node; it imports no code.
 */
export const adminViews: readonly AdminView[] = [
  view({
    path: '/auth',
    label: 'Admin Access',
    description: (company) =>
      `Staff sign-in for the ${company} admin area, where contact requests are read. Admin rights are granted separately.`,
    screen: 'AuthPanel',
    load: () => import('./auth/AuthPanel'),
  }),
  view({
    path: '/auth/reset',
    label: 'Reset Password',
    title: 'Reset Your Password',
    description: (company) =>
      `Set a new password for your ${company} staff account from the link in your password-reset email.`,
    screen: 'PasswordReset',
    load: () => import('./auth/PasswordReset'),
  }),
  view({
    path: '/admin',
    label: 'Admin Dashboard',
    description: (company) =>
      `Contact form submissions for ${company} staff: counters, search, weekly trend and CSV export. Admins only.`,
    screen: 'AdminDashboard',
    load: () => import('./leads/AdminDashboard'),
  }),
  view({
    path: '/admin/account',
    label: 'Account & security',
    description: (company) =>
      `Passkeys, authenticator app and recovery codes for a ${company} staff account: two-step sign-in for the admin area.`,
    screen: 'AdminAccount',
    load: () => import('./account/AdminAccount'),
  }),
  view({
    path: '/admin/reports',
    label: 'Reports',
    description: (company) =>
      `Where ${company}'s requests came from and what they became: won jobs and their value per channel, page and office. Admins only.`,
    screen: 'AdminReports',
    load: () => import('./reports/AdminReports'),
  }),
  view({
    path: '/admin/reviews',
    label: 'Reviews',
    description: (company) =>
      `Testimonials ${company}'s customers sent, to approve for the website, their private notes and the monthly review report. Admins only.`,
    screen: 'AdminReviews',
    load: () => import('./reviews/AdminReviews'),
  }),
  view({
    path: '/admin/site',
    label: 'Business facts',
    description: (company) =>
      `The business facts ${company}'s website shows: registrations, insurer, certifications, reviews, founder, hours and phones. Admins only.`,
    screen: 'AdminSiteFacts',
    load: () => import('./site/AdminSiteFacts'),
  }),
  view({
    path: '/admin/pages',
    label: 'Pages',
    description: (company) =>
      `The pages of ${company}'s website the owner writes: each city page, a new city added, and the other pages' own parts. Staff only.`,
    screen: 'AdminCityPages',
    load: () => import('./pages/AdminCityPages'),
  }),
  view({
    path: '/admin/pages/edit',
    label: 'Edit a city page',
    description: (company) =>
      `Edit a city page of ${company}'s website with a live preview: heading, story, selling points and questions. Staff only.`,
    screen: 'CityPageEditor',
    load: () => import('./pages/CityPageEditor'),
    prefetch: () => import('./pages/CityPageEditor.prefetch').then((module) => module.prefetch),
  }),
  view({
    path: '/admin/pages/zone',
    label: "Edit a page's text",
    description: (company) =>
      `Edit the owner's part of a page of ${company}'s website with a live preview: its sections, their words and their order. Staff only.`,
    screen: 'PageZoneEditor',
    load: () => import('./pages/PageZoneEditor'),
    prefetch: () => import('./pages/PageZoneEditor.prefetch').then((module) => module.prefetch),
  }),
  view({
    path: '/admin/system',
    label: 'System',
    description: (company) =>
      `How the ${company} website's server is doing: version, database, backups, mail, timed jobs and open alarms. Admins only.`,
    screen: 'AdminSystem',
    load: () => import('./system/AdminSystem'),
  }),
  view({
    path: '/admin/projects',
    label: 'Gallery projects',
    description: (company) =>
      `${company}'s finished jobs for the website's gallery and city pages: the projects made from job photos, and publishing them. Staff only.`,
    screen: 'AdminProjects',
    load: () => import('./projects/AdminProjects'),
  }),
  view({
    path: '/admin/photos',
    label: 'Photos',
    description: (company) =>
      `Upload ${company}'s own photos in place of the website's stand-in pictures, describe them and publish. Admins only.`,
    screen: 'AdminPhotos',
    load: () => import('./photos/AdminPhotos'),
  }),
  view({
    path: '/crew',
    label: 'Crew',
    title: 'Crew: today’s jobs and photos',
    description: (company) =>
      `Today's jobs for ${company}'s crews: the address, the job's phone, and Before, During and After photos sent from the roof. Staff only.`,
    screen: 'CrewPage',
    load: () => import('./crew/CrewPage'),
  }),
];
