import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { endStorm, startStorm } from '../../server/storm/storms';
import { testDatabaseKinds } from '../../testing/test-database';
import { testClock } from '../support/auth-app';
import { formToken, newestRequestId, submitJson, validRequest } from '../support/contact';
import { useServerApp } from '../support/server-app';
import { signedInUser } from '../support/sessions';
import { accepted } from '../support/storm-site';

const ORIGIN = 'http://localhost:3000';
// 10:00 in Tulsa on Tuesday, November 17, 2026.
const NOW = new Date('2026-11-17T16:00:00Z');
const TULSA = { slug: 'tulsa', name: 'Tulsa', state: 'OK' };
const stormValues = {
  name: 'November 16 hail',
  date: '2026-11-16',
  until: '2026-12-16',
  cities: [TULSA],
  hail: '1.75 in',
  message: null,
};

/** A camera photo as a phone writes it: a JPEG with the make, the model and a GPS position in its EXIF. */
async function cameraPhoto(marker: string): Promise<Buffer> {
  return sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#8a3b2b' } })
    .withExif({
      IFD0: { Make: marker, Model: 'Roofcam 9' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '36/1 9/1 1234/100',
        GPSLongitudeRef: 'W',
        GPSLongitude: '95/1 59/1 0/1',
      },
    })
    .jpeg()
    .toBuffer();
}

/** The form as a browser posts it with files (multipart/form-data); `accept` JSON as the form's script asks. */
async function multipart(
  fields: Record<string, string>,
  files: { name: string; data: Buffer; type: string }[],
  json = false,
) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  for (const file of files)
    form.append('photos', new Blob([new Uint8Array(file.data)], { type: file.type }), file.name);
  const encoded = new Response(form);
  return {
    headers: {
      'content-type': encoded.headers.get('content-type')!,
      origin: ORIGIN,
      ...(json ? { accept: 'application/json' } : {}),
    },
    payload: Buffer.from(await encoded.arrayBuffer()),
  };
}

describe.each(testDatabaseKinds)('storm intake, on %s', (kind) => {
  const clock = testClock(NOW);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'rl-storm-intake-'));
  const server = useServerApp(kind, { now: clock.now, env: { RATE_LIMIT_CONTACT: '1000', DATA_DIR: dataDir } });
  let admin: string;

  beforeAll(async () => {
    admin = (await signedInUser(server.database.db, { email: 'owner@example.com', admin: true, now: clock.now() }))
      .cookie;
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  beforeEach(async () => {
    await endStorm(server.database.db, { label: 'test' }, clock.now());
    await server.database.db.deleteFrom('email_outbox').execute();
    await server.database.db.deleteFrom('contact_submissions').execute();
  });

  async function agedToken() {
    const token = await formToken(server.app);
    clock.advance(2_500);
    return token;
  }
  const stormAnswers = {
    waterComingIn: 'yes',
    claimFiled: 'not-yet',
    insuranceCarrier: 'State Farm',
    claimNumber: 'SF-2026-4411',
    adjusterMeeting: '2026-11-20',
  };
  const stored = () =>
    server.database.db
      .selectFrom('contact_submissions')
      .select([
        'id',
        'message',
        'water_coming_in',
        'date_of_loss',
        'claim_filed',
        'insurance_carrier',
        'claim_number',
        'adjuster_meeting',
        'storm_id',
      ])
      .execute();
  const post = async (fields: Record<string, string>, files: Parameters<typeof multipart>[1], json = false) =>
    server.app.inject({ method: 'POST', url: '/api/contact', ...(await multipart(fields, files, json)) });
  const formFields = async (extra: Record<string, string> = {}) => ({
    name: 'Dana Whitfield',
    email: 'dana@example.com',
    message: 'Water through the kitchen ceiling since the hail.',
    formToken: await agedToken(),
    formId: 'request',
    page: '/contact',
    ...extra,
  });

  it('drops the storm questions when no storm is active and the page is not a storm page, but keeps the leak', async () => {
    const sent = await submitJson(server.app, validRequest({ formToken: await agedToken(), ...stormAnswers }));
    expect(sent.statusCode).toBe(200);
    // "Is water coming in now?" is asked on every form: a leak is an emergency, storm or not.
    expect(await stored()).toMatchObject([
      { water_coming_in: 'yes', claim_filed: null, insurance_carrier: null, claim_number: null, storm_id: null },
    ]);
    // Nor is anything checked: a wrong value for a question not asked is not the visitor's problem.
    const again = await submitJson(
      server.app,
      validRequest({ formToken: await agedToken(), claimFiled: 'maybe', dateOfLoss: 'yesterday' }),
    );
    expect(again.statusCode).toBe(200);
    // The water question is asked, so it is checked.
    const leak = await submitJson(server.app, validRequest({ formToken: await agedToken(), waterComingIn: 'maybe' }));
    expect(leak.statusCode).toBe(400);
    expect(leak.json().errors).toEqual({ waterComingIn: 'Please answer yes or no, or leave it empty' });
  });

  it('takes them on a storm-damage page with no storm active, untagged', async () => {
    const sent = await submitJson(
      server.app,
      validRequest({
        formToken: await agedToken(),
        page: '/have-storm-damage',
        dateOfLoss: '2026-11-16',
        ...stormAnswers,
      }),
    );
    expect(sent.statusCode).toBe(200);
    expect(await stored()).toMatchObject([
      {
        water_coming_in: 'yes',
        date_of_loss: '2026-11-16',
        claim_filed: 'not-yet',
        insurance_carrier: 'State Farm',
        claim_number: 'SF-2026-4411',
        adjuster_meeting: '2026-11-20',
        storm_id: null,
      },
    ]);
  });

  it('takes them on any page while a storm is active, tags the storm and fills the date of loss with its date', async () => {
    const storm = accepted(
      await startStorm(server.database.db, stormValues, { label: 'test' }, clock.now(), 'America/Chicago'),
    );
    const sent = await submitJson(server.app, validRequest({ formToken: await agedToken(), ...stormAnswers }));
    expect(sent.statusCode).toBe(200);
    const [row] = await stored();
    expect(row).toMatchObject({ water_coming_in: 'yes', date_of_loss: '2026-11-16', storm_id: storm.id });
    // The office's notice leads with the leak and lists the storm answers.
    const notice = await server.database.db
      .selectFrom('email_outbox')
      .select(['subject', 'text_body'])
      .where('recipient', '<>', 'dana@example.com')
      .executeTakeFirstOrThrow();
    expect(notice.subject).toMatch(/^URGENT: WATER COMING IN - /);
    expect(notice.text_body).toContain('Claim number: SF-2026-4411');
    expect(notice.text_body).toContain('Insurance claim filed?: Not yet');
  });

  it('checks the storm answers in storm mode, in words', async () => {
    accepted(await startStorm(server.database.db, stormValues, { label: 'test' }, clock.now(), 'America/Chicago'));
    const sent = await submitJson(
      server.app,
      validRequest({ formToken: await agedToken(), waterComingIn: 'maybe', dateOfLoss: '2026-02-30' }),
    );
    expect(sent.statusCode).toBe(400);
    expect(sent.json().errors).toEqual({
      waterComingIn: 'Please answer yes or no, or leave it empty',
      dateOfLoss: 'Please enter the day the damage happened as a date, like 2026-05-14',
    });
    expect(await stored()).toEqual([]);
  });

  it('keeps photos re-encoded, with no EXIF, GPS or camera details, shown to admins only', async () => {
    const storm = accepted(
      await startStorm(server.database.db, stormValues, { label: 'test' }, clock.now(), 'America/Chicago'),
    );
    const photo = await cameraPhoto('MarkerCamMake');
    const exif = (await sharp(photo).metadata()).exif!;
    // The photo as sent does carry a position (the GPS IFD pointer, tag 0x8825) and the camera.
    expect(exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88]))).toBe(true);
    expect(photo.includes('MarkerCamMake')).toBe(true);
    const png = await sharp({ create: { width: 300, height: 200, channels: 4, background: '#336699' } })
      .png()
      .toBuffer();

    const response = await post(await formFields(stormAnswers), [
      { name: 'IMG_0042.JPG', data: photo, type: 'image/jpeg' },
      { name: 'gutter.png', data: png, type: 'image/png' },
    ]);
    expect(response.statusCode).toBe(200);
    const [row] = await stored();
    expect(row).toMatchObject({
      storm_id: storm.id,
      water_coming_in: 'yes',
      message: expect.stringContaining('kitchen'),
    });

    const folder = path.join(dataDir, 'photos', String(row!.id));
    const files = readdirSync(folder).sort();
    expect(files).toEqual(['1.jpg', '2.jpg']);
    for (const file of files) {
      const kept = readFileSync(path.join(folder, file));
      const meta = await sharp(kept).metadata();
      expect(meta.format).toBe('jpeg');
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.iptc).toBeUndefined();
      expect(kept.includes('MarkerCamMake')).toBe(false);
      expect(kept.includes('Roofcam')).toBe(false);
    }

    const detail = await server.app.inject({
      url: `/trpc/leads.get?input=${encodeURIComponent(JSON.stringify({ id: row!.id }))}`,
      headers: { cookie: admin },
    });
    const lead = detail.json().result.data;
    expect(lead).toMatchObject({ stormId: storm.id, claimNumber: 'SF-2026-4411', waterComingIn: 'yes' });
    expect(lead.photos).toHaveLength(2);
    expect(lead.photos[0]).toMatchObject({ width: 1600, height: 1200 });
    const served = await server.app.inject({
      url: `/api/admin/photos/${lead.photos[0].id}`,
      headers: { cookie: admin },
    });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['cache-control']).toContain('no-store');
    expect(served.rawPayload.equals(readFileSync(path.join(folder, '1.jpg')))).toBe(true);
    const anonymous = await server.app.inject({ url: `/api/admin/photos/${lead.photos[0].id}` });
    expect(anonymous.statusCode).toBe(401);
    const visitor = await signedInUser(server.database.db, { email: 'visitor@example.com', now: clock.now() });
    const notAdmin = await server.app.inject({
      url: `/api/admin/photos/${lead.photos[0].id}`,
      headers: { cookie: visitor.cookie },
    });
    expect(notAdmin.statusCode).toBe(403);
  });

  it('refuses a 30 MB file or a non-image with a message, keeps nothing, and answers with every typed value', async () => {
    accepted(await startStorm(server.database.db, stormValues, { label: 'test' }, clock.now(), 'America/Chicago'));
    const photoFolders = () =>
      existsSync(path.join(dataDir, 'photos')) ? readdirSync(path.join(dataDir, 'photos')) : [];
    const foldersBefore = photoFolders();
    const huge = Buffer.alloc(30 * 1024 * 1024, 7);
    // With JavaScript: the JSON answer names the file; the form keeps its values (it never left them).
    const tooBig = await post(
      await formFields(stormAnswers),
      [{ name: 'drone-shot.jpg', data: huge, type: 'image/jpeg' }],
      true,
    );
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json().errors.photos).toMatch(/“drone-shot\.jpg” is over 10 MB; each photo can be up to 10 MB/);

    // Without JavaScript: the answer page carries the message (the built site renders the form with
    // every typed value; see tests/e2e/storm-intake.test.ts).
    const notImage = await post(await formFields(stormAnswers), [
      { name: 'policy.pdf', data: Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n'), type: 'application/pdf' },
    ]);
    expect(notImage.statusCode).toBe(400);
    expect(notImage.headers['content-type']).toContain('text/html');
    expect(notImage.body).toContain('“policy.pdf” is not a photo we can open');

    // An SVG is an image to a browser but may carry script: refused like any non-photo.
    const svg = await post(
      await formFields(),
      [
        {
          name: 'x.svg',
          data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'),
          type: 'image/svg+xml',
        },
      ],
      true,
    );
    expect(svg.json().errors.photos).toContain('“x.svg” is not a photo we can open');

    const six = await post(
      await formFields(),
      Array.from({ length: 6 }, (_, i) => ({ name: `${i}.png`, data: Buffer.from('x'), type: 'image/png' })),
      true,
    );
    expect(six.json().errors.photos).toBe(
      'Please choose at most 5 photos (you chose 6). Your other answers are still here.',
    );
    expect(await stored()).toEqual([]);
    expect(photoFolders()).toEqual(foldersBefore);
  });

  it('ignores photos posted outside storm mode', async () => {
    const response = await post(await formFields(), [
      { name: 'roof.jpg', data: await cameraPhoto('Outside'), type: 'image/jpeg' },
    ]);
    expect(response.statusCode).toBe(200);
    const [row] = await stored();
    expect(await server.database.db.selectFrom('request_photos').selectAll().execute()).toEqual([]);
    expect(existsSync(path.join(dataDir, 'photos', String(row!.id)))).toBe(false);
  });

  it('erases the photos from disk with the request', async () => {
    accepted(await startStorm(server.database.db, stormValues, { label: 'test' }, clock.now(), 'America/Chicago'));
    const response = await post(await formFields(), [
      { name: 'a.jpg', data: await cameraPhoto('EraseMe'), type: 'image/jpeg' },
    ]);
    expect(response.statusCode).toBe(200);
    const id = await newestRequestId(server.database.db);
    const folder = path.join(dataDir, 'photos', String(id));
    expect(readdirSync(folder)).toEqual(['1.jpg']);
    const { version } = await server.database.db
      .selectFrom('contact_submissions')
      .select('version')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    // (An admin with no second factor has nothing to step up with, so the erase goes through.)
    const erased = await server.app.inject({
      method: 'POST',
      url: '/trpc/leads.erase',
      headers: { cookie: admin, 'content-type': 'application/json', origin: ORIGIN },
      payload: JSON.stringify({ id, version }),
    });
    expect(erased.statusCode, erased.body).toBe(200);
    expect(existsSync(folder)).toBe(false);
    expect(await server.database.db.selectFrom('request_photos').selectAll().execute()).toEqual([]);
  });
});
