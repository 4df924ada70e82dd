import { router } from './init';
import { accountRouter } from './routers/account';
import { authRouter } from './routers/auth';
import { crewRouter } from './routers/crew';
import { jobsRouter } from './routers/jobs';
import { jobPhotosRouter } from './routers/job-photos';
import { leadsRouter } from './routers/leads';
import { reportsRouter } from './routers/reports';
import { reviewsRouter } from './routers/reviews';
import { siteFactsRouter } from './routers/site-facts';
import { staffRouter } from './routers/staff';
import { cityPagesRouter } from './routers/city-pages';
import { galleryProjectsRouter } from './routers/gallery-projects';
import { pageHistoryRouter } from './routers/page-history';
import { pageLockRouter } from './routers/page-lock';
import { pageZonesRouter } from './routers/page-zones';
import { photosRouter } from './routers/photos';
import { previewRouter } from './routers/preview';
import { stormRouter } from './routers/storm';
import { submissionsRouter } from './routers/submissions';
import { stormQueueRouter } from './routers/storm-queue';
import { systemRouter } from './routers/system';

/** Every procedure the site calls, one router per domain. The client imports only the type. */
export const appRouter = router({
  auth: authRouter,
  crew: crewRouter,
  jobs: jobsRouter,
  jobPhotos: jobPhotosRouter,
  account: accountRouter,
  leads: leadsRouter,
  reports: reportsRouter,
  reviews: reviewsRouter,
  siteFacts: siteFactsRouter,
  staff: staffRouter,
  photos: photosRouter,
  galleryProjects: galleryProjectsRouter,
  cityPages: cityPagesRouter,
  pageHistory: pageHistoryRouter,
  pageLock: pageLockRouter,
  pageZones: pageZonesRouter,
  preview: previewRouter,
  submissions: submissionsRouter,
  stormQueue: stormQueueRouter,
  storm: stormRouter,
  system: systemRouter,
});

export type AppRouter = typeof appRouter;
