import type { Site } from '../../schema/site';
import { type BusinessClock, businessClock, parseWeeklyHours } from '../../shared/business-hours';
import { emergencyOf } from '../../shared/emergency';
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

/** What a first response is counted with: the office hours, and which services make a request an emergency. */
export interface ResponseClocks {
  clock: BusinessClock;
  /** The site file's `emergencyServices`. */
  emergencyServices: readonly string[];
}

export function responseClocksOf(services: Pick<AppServices, 'site' | 'officeClock'>): ResponseClocks {
  return { clock: services.officeClock, emergencyServices: services.site.emergencyServices };
}

/**
 * The minutes a request waited for its first response, on the clock it waited on: an emergency's
 * plain clock (nights and weekends count, as its Overdue does), else the office hours. Counted on
 * the office hours alone, a tarp call answered on a Saturday afternoon read "0 min" (t4 review, T4-11).
 */
export function minutesOnItsClock(
  lead: { created_at: Date; service_needed: string | null; water_coming_in: string | null },
  now: Date,
  { clock, emergencyServices }: ResponseClocks,
): number {
  const emergency = emergencyOf(
    { serviceNeeded: lead.service_needed, waterComingIn: lead.water_coming_in },
    emergencyServices,
  );
  if (emergency) return Math.max(0, (now.getTime() - lead.created_at.getTime()) / 60_000);
  return clock.minutesBetween(lead.created_at, now);
}
