import type { Site } from '../../schema/site';
import { type BusinessClock, businessClock, parseWeeklyHours } from '../../shared/business-hours';

/** The office's response clock: the site file's office hours, in its time zone. */
export function officeClockFor(site: Pick<Site, 'hours' | 'timeZone'>): BusinessClock {
  return businessClock(parseWeeklyHours(site.hours.office), site.timeZone);
}
