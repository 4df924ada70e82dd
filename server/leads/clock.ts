import { site } from '../../pages/site';
import { businessClock, parseWeeklyHours } from '../../shared/business-hours';

/** The office's response clock: the site file's hours (header and footer), America/Chicago. */
export const officeClock = businessClock(parseWeeklyHours(site.hours.general));
