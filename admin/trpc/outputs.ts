import type { inferRouterOutputs } from '@trpc/server';
import type { TRPCClientError } from '@trpc/client';
import type { AppRouter } from '../../server/trpc/root';

/**
 * What the server's procedures answer, as the browser receives it, derived from the API's type
 * (the only thing of the server the browser may know). Nothing here is written twice.
 */
type Outputs = inferRouterOutputs<AppRouter>;

export type SessionUser = NonNullable<Outputs['auth']['session']>['user'];
export type SessionSecurity = NonNullable<Outputs['auth']['session']>['security'];
export type SecondFactorMethods = Extract<
  Outputs['auth']['signIn'],
  { secondFactor: unknown }
>['secondFactor']['methods'];
export type AccountOverview = Outputs['account']['overview'];
export type TotpSetupView = Outputs['account']['startTotpSetup'];
export type SubmissionStats = Outputs['submissions']['stats'];
export type WeekCount = SubmissionStats['weekly'][number];
export type SubmissionListItem = Outputs['submissions']['list']['items'][number];
export type LeadDetail = Outputs['leads']['get'];
export type LeadReport = Outputs['reports']['leads'];
export type LeadReportRow = LeadReport['rows'][number];
export type SystemOverview = Outputs['system']['overview'];

/**
 * The detail a failed call carries besides its message (reasons, retryAfterSeconds, appCode,
 * fieldErrors), as the server's error formatter shapes it.
 */
export type ErrorData = Partial<NonNullable<TRPCClientError<AppRouter>['data']>>;
export type StormOverview = Outputs['storm']['overview'];
export type StormView = Outputs['stormQueue']['view'];
export type Agenda = Outputs['leads']['agenda'];
export type SiteFactsView = Outputs['siteFacts']['get'];
export type ReleaseHistoryEntry = Outputs['siteFacts']['history'][number];
export type LaunchChecklistView = Outputs['siteFacts']['checklist'];
export type ReviewQueue = Outputs['reviews']['queue'];
export type ReviewQueueItem = ReviewQueue['items'][number];
export type ReviewNote = Outputs['reviews']['notes'][number];
export type ReviewMonth = Outputs['reviews']['report'][number];
export type JobCurationView = Outputs['jobPhotos']['forJob'];
export type JobPhotoView = JobCurationView['photos'][number];
export type GalleryProjectsView = Outputs['galleryProjects']['list'];
export type GalleryProjectItem = GalleryProjectsView['items'][number];
export type PageHistoryView = Outputs['pageHistory']['revisions'];
export type PageRevisionEntry = PageHistoryView['revisions'][number];
export type PageComparison = Outputs['pageHistory']['compare'];
export type PageLockState = Outputs['pageLock']['acquire'];
export type CityPageListItem = Outputs['cityPages']['list'][number];
export type CityPageView = Outputs['cityPages']['open'];
export type PageZoneListItem = Outputs['pageZones']['list'][number];
export type PageZoneView = Outputs['pageZones']['open'];
