import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { appRouter } from '../../server/trpc/root';
import { ACCESS, type Area, STAFF_ROLES, type StaffRole } from '../../shared/staff-roles';
import { SITE } from '../support/auth-app';
import { signedInUser } from '../support/sessions';
import { useServerApp } from '../support/server-app';
import { testDatabaseKinds } from '../../testing/test-database';

/**
 * Which area every procedure belongs to: its router's, but for the ones named. A procedure this
 * list does not know fails the test, so a new one is classified before it ships.
 */
const ROUTER_AREAS: Record<string, Area | 'public' | 'signed-in'> = {
  auth: 'public',
  account: 'signed-in',
  jobs: 'system',
  leads: 'leads',
  submissions: 'leads',
  stormQueue: 'leads',
  storm: 'storm',
  reports: 'reports',
  reviews: 'reviews',
  siteFacts: 'drafts',
  photos: 'drafts',
  jobPhotos: 'drafts',
  galleryProjects: 'drafts',
  cityPages: 'drafts',
  pageZones: 'drafts',
  preview: 'drafts',
  pageHistory: 'drafts',
  pageLock: 'drafts',
  staff: 'staff',
  system: 'system',
  crew: 'crew',
};
const PROCEDURE_AREAS: Record<string, Area> = {
  'auth.mailStatus': 'leads',
  'siteFacts.publish': 'publish',
  'siteFacts.rollback': 'publish',
  'photos.publish': 'publish',
  'jobPhotos.setConsent': 'leads',
  'galleryProjects.publish': 'publish',
  'cityPages.publish': 'publish',
  'pageZones.publish': 'publish',
};

const procedures = Object.entries(
  appRouter._def.procedures as unknown as Record<string, { _def: { type: string } }>,
).map(([name, procedure]) => ({ name, type: procedure._def.type }));
const areaOf = (name: string) => PROCEDURE_AREAS[name] ?? ROUTER_AREAS[name.split('.')[0]!];

describe('the README table of who may do what', () => {
  it('says what ACCESS says, area by area and role by role', () => {
    const readme = readFileSync(path.resolve(import.meta.dirname, '../../README.md'), 'utf8');
    const table = readme.slice(readme.indexOf('| area '), readme.indexOf('\n\n', readme.indexOf('| area ')));
    const rows = table
      .split('\n')
      .slice(2)
      .map((line) => line.split('|').map((cell) => cell.trim()))
      .map((cells) => ({ area: cells[1]!.split(' ')[0]!, roles: cells.slice(2, 5) }));
    expect(rows.map((row) => row.area)).toEqual(Object.keys(ACCESS));
    for (const row of rows)
      expect(row.roles, row.area).toEqual(
        STAFF_ROLES.map((role) => ((ACCESS[row.area as Area] as readonly string[]).includes(role) ? 'yes' : 'no')),
      );
  });

  it('knows the area of every procedure', () => {
    expect(procedures.filter((procedure) => !areaOf(procedure.name)).map((procedure) => procedure.name)).toEqual([]);
  });
});

describe.each(testDatabaseKinds)('every procedure tried as each role on %s', (kind) => {
  const server = useServerApp(kind);
  const cookies = {} as Record<StaffRole | 'none', string>;
  beforeAll(async () => {
    for (const role of [...STAFF_ROLES, 'none'] as const)
      cookies[role] = (
        await signedInUser(server.database.db, {
          email: `${role}.${kind}@ridgeline.example`,
          ...(role === 'none' ? {} : { role }),
        })
      ).cookie;
  });

  async function call(name: string, type: string, cookie: string) {
    const response =
      type === 'query'
        ? await server.app.inject({
            method: 'GET',
            url: `/trpc/${name}?input=${encodeURIComponent('{}')}`,
            headers: { cookie },
          })
        : await server.app.inject({
            method: 'POST',
            url: `/trpc/${name}`,
            headers: { 'content-type': 'application/json', origin: SITE, cookie },
            payload: '{}',
          });
    const body = response.json() as { error?: { message: string; data?: { appCode?: string } } };
    return { status: response.statusCode, appCode: body.error?.data?.appCode, message: body.error?.message };
  }

  it('refuses each staff area to the roles it is not for, in words, and lets the others through', async () => {
    const wrong: string[] = [];
    for (const procedure of procedures) {
      const area = areaOf(procedure.name);
      if (!area || area === 'public' || area === 'signed-in') continue;
      for (const role of STAFF_ROLES) {
        const answer = await call(procedure.name, procedure.type, cookies[role]);
        const allowed = (ACCESS[area] as readonly string[]).includes(role);
        const refused = answer.status === 403 && answer.appCode === 'ROLE_REFUSED';
        if (allowed === refused)
          wrong.push(`${procedure.name} as ${role}: ${answer.status} ${answer.appCode ?? ''} ${answer.message ?? ''}`);
        if (refused && !/accounts cannot .*Ask the owner/.test(answer.message ?? ''))
          wrong.push(`${procedure.name} as ${role}: refused without the words: ${answer.message}`);
      }
      // No staff role at all: refused like any stranger, every time.
      const stranger = await call(procedure.name, procedure.type, cookies.none);
      if (stranger.status !== 403) wrong.push(`${procedure.name} without a role: ${stranger.status}`);
    }
    expect(wrong).toEqual([]);
  }, 120_000);

  it('gives crew no route to a customer: the CSVs, a request photo, the photo library, a preview', async () => {
    const sha = 'a'.repeat(64);
    for (const url of [
      '/api/admin/submissions.csv',
      '/api/admin/reports.csv',
      '/api/admin/photos/1',
      `/api/admin/media/${sha}`,
      '/_preview/1/',
      '/api/job-photos/google?job=1&photos=1',
    ]) {
      const answer = await server.app.inject({ method: 'GET', url, headers: { cookie: cookies.crew } });
      expect(answer.statusCode, url).toBe(403);
      expect(answer.body, url).toContain('Crew accounts cannot');
      // The office reaches what is theirs, and is refused the rest in the same words.
      const office = await server.app.inject({ method: 'GET', url, headers: { cookie: cookies.office } });
      expect(office.statusCode, url).not.toBe(403);
    }
    const upload = await server.app.inject({
      method: 'POST',
      url: '/api/admin/media',
      headers: { cookie: cookies.crew, origin: SITE, 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x--\r\n',
    });
    expect(upload.statusCode).toBe(403);
  });
});
