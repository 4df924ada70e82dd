import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

/**
 * `npm run bench:static`: requests per second for the built site's static files, our server against
 * nginx on the same files (autocannon, keep-alive, brotli accepted), each in a process of its own.
 * Prints figures; asserts nothing. Uses Debian's nginx when it is installed (NGINX_PATH overrides
 * /usr/sbin/nginx); without it, says so and prints our figure alone.
 *   BENCH_CONNECTIONS=50  BENCH_DURATION=10 (seconds per server)
 */
const root = process.cwd();
const client = path.join(root, 'dist/client');
const nginxPath = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const duration = Number(process.env.BENCH_DURATION ?? 10);
/** A page mix: home, a city, a service page, contact, and the app's script (the largest text file). */
const PATHS = ['/', '/locations/tulsa', '/services/roof-replacement', '/contact', '/gallery'];

if (!existsSync(path.join(client, 'index.html'))) {
  console.log('No built site in dist/client: building it first…');
  if (spawnSync('npm', ['run', 'build'], { stdio: 'inherit' }).status !== 0) process.exit(1);
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });

/** Waits until `url` answers, or the process has died. */
async function ready(url: string, child: ChildProcess): Promise<void> {
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error(`${url}: the server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not answer within 30 s`);
}

async function startOurs(): Promise<{ base: string; child: ChildProcess; cleanup: () => void }> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'rl-bench-static-'));
  const child = spawn(path.join(root, 'node_modules/.bin/tsx'), ['scripts/serve.ts'], {
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: '',
      DATA_DIR: dataDir,
      LOG_REQUESTS: 'false',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  await ready(`${base}/`, child);
  return { base, child, cleanup: () => rmSync(dataDir, { recursive: true, force: true }) };
}

/** nginx with one worker (our server is one process), serving the precompressed copies the build wrote. */
async function startNginx(): Promise<{ base: string; child: ChildProcess; cleanup: () => void }> {
  const port = await freePort();
  const prefix = mkdtempSync(path.join(os.tmpdir(), 'rl-bench-nginx-'));
  const brotliModule = ['/usr/lib/nginx/modules/ngx_http_brotli_static_module.so'].find(existsSync);
  const conf = `
${brotliModule ? `load_module ${brotliModule};` : ''}
worker_processes 1;
daemon off;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log;
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types;
  access_log off;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 100000;
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  server {
    listen 127.0.0.1:${port};
    root ${client};
    ${brotliModule ? 'brotli_static on;' : ''}
    gzip_static on;
    location /assets/ { add_header Cache-Control "public, max-age=31536000, immutable"; }
    location / { add_header Cache-Control "no-cache"; try_files $uri $uri/index.html =404; }
  }
}
`;
  writeFileSync(path.join(prefix, 'nginx.conf'), conf);
  const child = spawn(
    nginxPath,
    ['-p', prefix, '-c', path.join(prefix, 'nginx.conf'), '-e', path.join(prefix, 'error.log')],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const base = `http://127.0.0.1:${port}`;
  await ready(`${base}/`, child);
  if (!brotliModule)
    console.log(
      '  (nginx has no brotli_static module: it sends gzip; apt-get install libnginx-mod-http-brotli-static)',
    );
  return { base, child, cleanup: () => rmSync(prefix, { recursive: true, force: true }) };
}

async function load(base: string, seconds: number) {
  // Say which encoding each server really sends, so the comparison is like for like.
  const probe = await fetch(`${base}/`, { headers: { 'accept-encoding': 'br, gzip' } });
  const result = await autocannon({
    url: base,
    connections,
    duration: seconds,
    pipelining: 1,
    headers: { 'accept-encoding': 'br, gzip' },
    requests: PATHS.map((p) => ({ method: 'GET' as const, path: p })),
  });
  return {
    encoding: probe.headers.get('content-encoding') ?? 'none',
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    mbps: result.throughput.average / 1024 / 1024,
    errors: result.errors + result.non2xx,
  };
}

async function measure(name: string, start: () => Promise<{ base: string; child: ChildProcess; cleanup: () => void }>) {
  const server = await start();
  try {
    await load(server.base, 2); // warm-up: JIT, first reads
    const figures = await load(server.base, duration);
    console.log(
      `${name.padEnd(28)} ${Math.round(figures.rps).toLocaleString('en-US').padStart(8)} req/s   p50 ${figures.p50} ms   p99 ${figures.p99} ms   ${figures.mbps.toFixed(1)} MB/s   ${figures.encoding}   errors ${figures.errors}`,
    );
    return figures;
  } finally {
    server.child.kill('SIGTERM');
    await new Promise((r) => server.child.once('exit', r));
    server.cleanup();
  }
}

console.log(
  `Static pages (${PATHS.join(', ')}): autocannon, ${connections} connections, keep-alive, ${duration} s per server after a warm-up, Accept-Encoding: br, gzip.`,
);
const ours = await measure('our server (one process)', startOurs);
if (!existsSync(nginxPath)) {
  console.log(
    `nginx is not installed (${nginxPath}); for the comparison: apt-get install -y nginx libnginx-mod-http-brotli-static`,
  );
} else {
  const nginx = await measure('nginx (one worker)', startNginx);
  console.log(
    `\nOur server: ${((ours.rps / nginx.rps) * 100).toFixed(0)} % of nginx's requests/s (goal: 50 % or more).`,
  );
}
