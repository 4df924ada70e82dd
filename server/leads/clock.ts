import type { Site } from '../../schema/site';
import { type BusinessClock, businessClock, parseWeeklyHours } from '../../shared/business-hours';
import type { AppServices } from '../services';

/** The office's response clock: the site file's office hours, in its time zone. */
export function officeClockFor(site: Pick<Site, 'hours' | 'timeZone'>): BusinessClock {
  return businessClock(parseWeeklyHours(site.hours.office), site.timeZone);
}

/**
 * The two clocks a New request waits on (shared/emergency.ts says which): an ordinary request on
 * the office hours, overdue after LEAD_RESPONSE_HOURS of them; an emergency on the plain clock,
 * nights and weekends included, overdue after EMERGENCY_RESPONSE_HOURS.
 */
export interface LeadClocks {
  now: Date;
  /** LEAD_RESPONSE_HOURS in minutes, counted by `clock`. */
  responseMinutes: number;
  /** Counts business minutes by the site's opening hours (AppServices.officeClock). */
  clock: BusinessClock;
  /** EMERGENCY_RESPONSE_HOURS in plain minutes. */
  emergencyMinutes: number;
  /** The site file's `emergencyServices`. */
  emergencyServices: readonly string[];
}

/** The clocks as the services set them, at `now`. */
export function leadClocksOf(services: Pick<AppServices, 'env' | 'site' | 'officeClock'>, now: Date): LeadClocks {
  return {
    now,
    responseMinutes: services.env.LEAD_RESPONSE_HOURS * 60,
    clock: services.officeClock,
    emergencyMinutes: services.env.EMERGENCY_RESPONSE_HOURS * 60,
    emergencyServices: services.site.emergencyServices,
  };
}
