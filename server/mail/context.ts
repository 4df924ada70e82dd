import type { Site } from '../../schema/site';
import type { AppServices } from '../services';

/**
 * What a mail about the business needs beyond its own facts: the site file (the parts `K` a mail
 * reads), the site's address and who hears.
 */
export interface MailContext<K extends keyof Site = keyof Site> {
  site: Pick<Site, K>;
  siteUrl: string;
  /** ADMIN_NOTIFY_TO, or the site file's email when it is not set: the office that reads every request. */
  adminTo: string;
}

/** Who is told about a request, and how the mails describe the site. */
export function mailContext(services: Pick<AppServices, 'env' | 'site'>): MailContext {
  const { site } = services;
  return { site, siteUrl: services.env.SITE_URL, adminTo: services.env.ADMIN_NOTIFY_TO ?? site.email };
}
