import { existsSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import sharp from 'sharp';
import { hashPassword } from '../../server/auth/password';
import { buildApp } from '../../server/app';
import { loadEnv } from '../../server/env';
import { site } from '../../pages/_lib/site';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../testing/chromium';
import { createTestDatabase } from '../../testing/test-database';

/**
 * `npm run bench:crew-upload`: BENCH_PHOTOS (default 30) phone photos of 4-8 MB (4000 × 3000, a
 * photo's grain, EXIF with a GPS position) picked on the real /crew page in Chromium at 390 px
 * with DevTools' "Fast 3G" (1.6 Mbps down, 750 kbps up, 562.5 ms round trip), through the queue to
 * the server (in this process, embedded database). Reports: the time until every photo is kept on
 * the phone and until every one is acknowledged; the bytes the page sent against the bytes picked;
 * the server's CPU time (this process: the route, sharp's threads, the database) per photo; the
 * bytes the job's photos take in the photo store. Needs `npm run build` first. Asserts nothing.
 */
const count = Number(process.env.BENCH_PHOTOS ?? 30);
const FAST_3G = { latency: 562.5, downloadThroughput: (1.6e6 * 0.9) / 8, uploadThroughput: (750e3 * 0.9) / 8 };
const PASSWORD = 'Gutter-Ladder-Tulsa-4412';

if (!existsSync('dist/client/crew/index.html')) {
  console.error('bench:crew-upload drives the built crew page: run `npm run build` first.');
  process.exit(2);
}

/** A camera photo: smooth shapes with grain, different for each n, GPS in its EXIF, 4-8 MB. */
async function cameraPhoto(n: number): Promise<Buffer> {
  const small = Buffer.alloc(16 * 12 * 3);
  let seed = n * 7919 + 17;
  for (let i = 0; i < small.length; i++) {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    small[i] = seed % 256;
  }
  const smooth = await sharp(small, { raw: { width: 16, height: 12, channels: 3 } })
    .resize(4000, 3000, { kernel: 'cubic' })
    .raw()
    .toBuffer();
  const grain = await sharp({
    create: {
      width: 4000,
      height: 3000,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 0, sigma: 26 + (n % 5) * 6 },
    },
  })
    .raw()
    .toBuffer();
  for (let i = 0; i < smooth.length; i++) smooth[i] = Math.max(0, Math.min(255, smooth[i]! + grain[i]! - 40));
  return sharp(smooth, { raw: { width: 4000, height: 3000, channels: 3 } })
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Pocket 12', DateTime: '2026:06:01 10:15:00' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '36/1 3/1 4/1', GPSLongitudeRef: 'W', GPSLongitude: '95/1 47/1 30/1' },
    })
    .jpeg({ quality: 95 })
    .toBuffer();
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

async function main() {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'rl-bench-crew-'));
  console.log(`Making ${count} camera photos (4000 × 3000 with GPS EXIF)...`);
  const files: string[] = [];
  let picked = 0;
  for (let n = 0; n < count; n++) {
    const file = path.join(folder, `IMG_${1000 + n}.JPG`);
    writeFileSync(file, await cameraPhoto(n));
    picked += statSync(file).size;
    files.push(file);
  }
  console.log(`  ${count} photos, ${mb(picked)} (${mb(picked / count)} each on average)`);

  const database = await createTestDatabase('embedded');
  const env = loadEnv({ ...process.env, DATABASE_URL: '', DATA_DIR: folder, MAIL_TRANSPORT: 'file' });
  const app = await buildApp({
    site,
    distDir: path.resolve('dist/client'),
    env,
    database,
    now: () => new Date(),
    jobs: false,
  });
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  const db = database.db;
  const user = await db
    .insertInto('users')
    .values({
      email: 'crew.bench@ridgeline.example',
      password_hash: await hashPassword(PASSWORD),
      full_name: 'Bench Crew',
      email_verified_at: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.insertInto('user_roles').values({ user_id: user.id, role: 'crew' }).execute();
  const job = (
    await db
      .insertInto('contact_submissions')
      .values({
        name: 'Bench Job',
        email: 'bench@example.com',
        phone: '(918) 555-0100',
        address: '1 Main St, Tulsa, OK',
        message: 'Bench',
        appointment_at: new Date(),
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;

  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    // What the page hands the network for each photo (its body), counted in the page.
    await context.addInitScript(() => {
      const sent = { bytes: 0, photos: 0 };
      (window as unknown as { __crewSent: typeof sent }).__crewSent = sent;
      const original = window.fetch.bind(window);
      window.fetch = (input, init) => {
        if (String(input).startsWith('/api/crew/photos') && init?.body instanceof Blob) {
          sent.bytes += init.body.size;
          sent.photos++;
        }
        return original(input, init);
      };
    });
    const page = await context.newPage();
    await page.goto(`${url}/auth`);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    const panel = page.getByRole('tabpanel', { name: 'Sign In' });
    await panel.getByLabel('Email').fill('crew.bench@ridgeline.example');
    await panel.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await panel.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(`${url}/crew`);
    await page.getByRole('listitem', { name: 'Bench Job' }).waitFor();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, ...FAST_3G });

    const status = page.getByTestId('queue-status');
    const cpuBefore = process.cpuUsage();
    const started = performance.now();
    await page.getByLabel('Before photos of Bench Job’s job').setInputFiles(files);
    let keptAt = 0;
    for (;;) {
      const text = (await status.textContent()) ?? '';
      const [, sent, waiting] = /(\d+) sent\s*·\s*(\d+) waiting/.exec(text) ?? [];
      if (!keptAt && Number(sent) + Number(waiting) >= count) keptAt = performance.now() - started;
      if (Number(sent) >= count && Number(waiting) === 0) break;
      if (performance.now() - started > 30 * 60_000) throw new Error(`Not all sent after 30 minutes: ${text}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const doneAt = performance.now() - started;
    const cpu = process.cpuUsage(cpuBefore);
    const sent = await page.evaluate(
      () => (window as unknown as { __crewSent: { bytes: number; photos: number } }).__crewSent,
    );
    const rows = await db
      .selectFrom('job_photos')
      .innerJoin('media', 'media.sha256', 'job_photos.sha256')
      .select(['media.bytes', 'media.width', 'media.height'])
      .where('submission_id', '=', job)
      .execute();
    const stored = rows.reduce((sum, row) => sum + row.bytes, 0);
    console.log(
      `\nbench:crew-upload: ${count} photos through /crew on Fast 3G (1.6 Mbps down, 750 kbps up, 562 ms RTT)`,
    );
    console.log(`  kept on the phone (shrunk, fingerprinted, in IndexedDB): ${(keptAt / 1000).toFixed(1)} s`);
    console.log(
      `  all acknowledged by the server: ${(doneAt / 1000).toFixed(1)} s (${(doneAt / 1000 / count).toFixed(1)} s a photo)`,
    );
    console.log(
      `  bytes picked: ${mb(picked)}; sent over the wire: ${mb(sent.bytes)} in ${sent.photos} uploads (${((sent.bytes / picked) * 100).toFixed(0)} %)`,
    );
    console.log(
      `  server CPU: ${((cpu.user + cpu.system) / 1000 / count).toFixed(0)} ms a photo (${((cpu.user + cpu.system) / 1e6).toFixed(1)} s in all)`,
    );
    console.log(
      `  stored for the job: ${rows.length} photos, ${mb(stored)} (${mb(stored / rows.length)} each, ${rows[0]?.width} × ${rows[0]?.height})`,
    );
  } finally {
    await browser.close();
    await app.close();
    await database.drop();
    rmSync(folder, { recursive: true, force: true });
  }
}

await main();
