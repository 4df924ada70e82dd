import type { Migration } from 'kysely';
import * as accountsAndSubmissions from './2026-11-22-0001-accounts-and-submissions';
import * as submissionSearchAndStats from './2026-11-22-0100-submission-search-and-stats';
import * as sharedLimitsAndSingleUse from './2026-11-24-1200-shared-limits-and-single-use';
import * as leadPipeline from './2026-11-24-2000-lead-pipeline';
import * as searchTextInFieldOrder from './2026-11-25-0100-search-text-in-field-order';
import * as jobsAndMailOwner from './2026-11-25-0200-jobs-and-mail-owner';
import * as secondFactors from './2026-11-25-0600-second-factors';
import * as requestProvenance from './2026-11-25-0700-request-provenance';
import * as backupRuns from './2026-11-25-0800-backup-runs';
import * as alarms from './2026-11-25-0900-alarms';
import * as storms from './2026-11-25-1000-storms';
import * as stormIntake from './2026-11-25-1100-storm-intake';
import * as officeDay from './2026-11-25-1200-office-day';
import * as leadReports from './2026-11-25-1300-lead-reports';
import * as alarmSightings from './2026-11-25-1400-alarm-sightings';
import * as commercialIntake from './2026-11-25-1500-commercial-intake';
import * as reportRollup from './2026-11-25-1600-report-rollup';
import * as reportCredit from './2026-11-29-0200-report-credit';
import * as confirmationCounts from './2026-11-28-2300-confirmation-counts';
import * as ownerContent from './2026-11-29-0300-owner-content';
import * as phoneOnlyRequests from './2026-11-29-0400-phone-only-requests';
import * as stormMembership from './2026-11-29-0410-storm-membership';
import * as officeFilter from './2026-11-29-0420-office-filter';
import * as siteGenerations from './2026-11-29-0500-site-generations';
import * as media from './2026-11-29-0530-media';
import * as sessionDevices from './2026-11-29-0900-session-devices';
import * as sitePreviews from './2026-11-29-1100-site-previews';
import * as mediaBlobs from './2026-11-29-1110-media-blobs';
import * as lostReason from './2026-11-29-1200-lost-reason';
import * as reviewAsks from './2026-11-29-1300-review-asks';
import * as staffRoles from './2026-11-29-1400-staff-roles';
import * as jobPhotos from './2026-11-29-2100-job-photos';
import * as photoConsentHistory from './2026-11-29-2200-photo-consent-history';
import * as editLocks from './2026-11-30-0100-edit-locks';

/**
 * Every migration, by name; the names sort in the order they run. Listed here rather than read
 * from the folder so they load the same under tsx, Vitest and a bundler. Add a line per new file
 * (tests/unit/migrations-index.test.ts holds this list to the folder).
 */
export const migrations: Record<string, Migration> = {
  '2026-11-22-0001-accounts-and-submissions': accountsAndSubmissions,
  '2026-11-22-0100-submission-search-and-stats': submissionSearchAndStats,
  '2026-11-24-1200-shared-limits-and-single-use': sharedLimitsAndSingleUse,
  '2026-11-24-2000-lead-pipeline': leadPipeline,
  '2026-11-25-0100-search-text-in-field-order': searchTextInFieldOrder,
  '2026-11-25-0200-jobs-and-mail-owner': jobsAndMailOwner,
  '2026-11-25-0600-second-factors': secondFactors,
  '2026-11-25-0700-request-provenance': requestProvenance,
  '2026-11-25-0800-backup-runs': backupRuns,
  '2026-11-25-0900-alarms': alarms,
  '2026-11-25-1000-storms': storms,
  '2026-11-25-1100-storm-intake': stormIntake,
  '2026-11-25-1200-office-day': officeDay,
  '2026-11-25-1300-lead-reports': leadReports,
  '2026-11-25-1400-alarm-sightings': alarmSightings,
  '2026-11-25-1500-commercial-intake': commercialIntake,
  '2026-11-25-1600-report-rollup': reportRollup,
  '2026-11-28-2300-confirmation-counts': confirmationCounts,
  '2026-11-29-0200-report-credit': reportCredit,
  '2026-11-29-0300-owner-content': ownerContent,
  '2026-11-29-0400-phone-only-requests': phoneOnlyRequests,
  '2026-11-29-0410-storm-membership': stormMembership,
  '2026-11-29-0420-office-filter': officeFilter,
  '2026-11-29-0500-site-generations': siteGenerations,
  '2026-11-29-0530-media': media,
  '2026-11-29-0900-session-devices': sessionDevices,
  '2026-11-29-1100-site-previews': sitePreviews,
  '2026-11-29-1110-media-blobs': mediaBlobs,
  '2026-11-29-1200-lost-reason': lostReason,
  '2026-11-29-1300-review-asks': reviewAsks,
  '2026-11-29-1400-staff-roles': staffRoles,
  '2026-11-29-2100-job-photos': jobPhotos,
  '2026-11-29-2200-photo-consent-history': photoConsentHistory,
  '2026-11-30-0100-edit-locks': editLocks,
};
