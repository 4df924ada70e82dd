import type { Site } from '../../schema/site';
import { type BusinessClock, businessClock, parseWeeklyHours } from '../../shared/business-hours';

/** The office's response clock: the site file's hours (header and footer), America/Chicago. */
export function officeClockFor(site: Pick<Site, 'hours'>): BusinessClock {
  return businessClock(parseWeeklyHours(site.hours.general));
}
