import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import helmet from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import { site } from '../pages/site';
import { cspDirectives } from './csp';
import { registerStaticSite } from './static-site';

export interface AppOptions {
  /** The built site (dist/client); skipped when it does not exist. */
  distDir?: string;
  logger?: boolean;
}

/** The whole server as a Fastify instance; tests use it through `inject`, main.ts gives it a port. */
export async function buildApp(options: AppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({ logger: options.logger ?? false, bodyLimit: 64 * 1024, trustProxy: true });

  const distDir = options.distDir ?? path.resolve('dist/client');
  const builtCsp = path.join(distDir, '../csp.json');
  const built = existsSync(builtCsp) ? (JSON.parse(readFileSync(builtCsp, 'utf8')) as { styleHashes?: string[] }) : {};

  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(site, built) },
    crossOriginEmbedderPolicy: false,
  });

  if (existsSync(path.join(distDir, 'index.html'))) await registerStaticSite(app, distDir);

  await app.ready();
  return app;
}
