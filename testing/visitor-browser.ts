import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Readable, Writable } from 'node:stream';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium';

/**
 * Chromium driven the way a visitor's browser runs: over the DevTools protocol, but without the
 * protocol's Runtime domain on the page. Playwright (and Lighthouse) enable that domain on every
 * page, and with it V8 records a detailed stack trace for every Error a script constructs, reparsing
 * the functions on the stack to find their lines: React DOM builds five Errors at the top of its
 * module, so its evaluation takes 60-90 ms at a 4× slower CPU under Playwright against 7-12 ms in a
 * browser nobody inspects. Benchmarks that time what a visitor meets (the first taps) use this;
 * tests keep Playwright. `inspect: true` enables the Runtime domain, for the comparison.
 */
export interface VisitorPage {
  /** Sends a command to the page's session. */
  send<T = Record<string, unknown>>(method: string, params?: Record<string, unknown>): Promise<T>;
  /** Evaluates an expression in the page and returns its value (awaiting a promise). */
  evaluate<T>(expression: string): Promise<T>;
  /** Navigates and resolves once the load event fired, with when it fired on this process's clock. */
  goto(url: string): Promise<{ loadedAt: number }>;
  /** A tap with one finger at the point, in CSS pixels of the viewport. */
  tap(x: number, y: number): Promise<void>;
  /** Types the text into the focused element, a key press per character. */
  type(text: string): Promise<void>;
  /** Makes every request whose URL matches fail, before it is sent. */
  failRequests(pattern: RegExp): Promise<void>;
  /** Closes the page and its browser context. */
  close(): Promise<void>;
}

export interface PageOptions {
  width: number;
  height: number;
  deviceScaleFactor?: number;
  mobile?: boolean;
  /** Run before any of the page's own scripts, in every document the page loads. */
  initScript?: string;
  /** Slow the CPU down by this factor (DevTools' throttling, as Lighthouse's mobile profile assumes). */
  cpuSlowdown?: number;
  /** Enable the Runtime domain on the page, as Playwright and Lighthouse do. */
  inspect?: boolean;
}

interface Message {
  id?: number;
  method?: string;
  params?: Record<string, unknown>;
  result?: Record<string, unknown>;
  error?: { message: string };
  sessionId?: string;
}

export class VisitorBrowser {
  private nextId = 0;
  private readonly pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  private readonly listeners = new Set<(message: Message) => void>();

  private constructor(
    private readonly process: ChildProcess,
    private readonly profile: string,
  ) {
    const out = process.stdio[4] as Readable;
    let buffer = '';
    out.setEncoding('utf8');
    out.on('data', (chunk: string) => {
      buffer += chunk;
      for (let end = buffer.indexOf('\0'); end !== -1; end = buffer.indexOf('\0')) {
        const message = JSON.parse(buffer.slice(0, end)) as Message;
        buffer = buffer.slice(end + 1);
        this.receive(message);
      }
    });
  }

  /** Starts Chromium (headless, with the project's flags) on a profile of its own. */
  static async launch(): Promise<VisitorBrowser> {
    const profile = mkdtempSync(path.join(os.tmpdir(), 'rl-visitor-'));
    const child = spawn(
      CHROMIUM_PATH,
      [...CHROMIUM_FLAGS, '--headless', '--remote-debugging-pipe', `--user-data-dir=${profile}`, 'about:blank'],
      { stdio: ['ignore', 'ignore', 'ignore', 'pipe', 'pipe'] },
    );
    const browser = new VisitorBrowser(child, profile);
    await browser.send('Browser.getVersion');
    return browser;
  }

  private receive(message: Message) {
    if (message.id !== undefined) {
      const waiting = this.pending.get(message.id);
      this.pending.delete(message.id);
      if (message.error) waiting?.reject(new Error(message.error.message));
      else waiting?.resolve(message.result ?? {});
      return;
    }
    for (const listener of this.listeners) listener(message);
  }

  send<T = Record<string, unknown>>(method: string, params: Record<string, unknown> = {}, sessionId?: string) {
    const id = ++this.nextId;
    const promise = new Promise<T>((resolve, reject) =>
      this.pending.set(id, { resolve: resolve as (value: unknown) => void, reject }),
    );
    (this.process.stdio[3] as Writable).write(`${JSON.stringify({ id, method, params, sessionId })}\0`);
    return promise;
  }

  /** A fresh page in a browser context of its own (no cache, cookies or storage from another). */
  async newPage(options: PageOptions): Promise<VisitorPage> {
    const { browserContextId } = await this.send<{ browserContextId: string }>('Target.createBrowserContext');
    const { targetId } = await this.send<{ targetId: string }>('Target.createTarget', {
      url: 'about:blank',
      browserContextId,
    });
    const { sessionId } = await this.send<{ sessionId: string }>('Target.attachToTarget', { targetId, flatten: true });
    const send = <T>(method: string, params: Record<string, unknown> = {}) => this.send<T>(method, params, sessionId);
    const events = new Set<(message: Message) => void>();
    const onMessage = (message: Message) => {
      if (message.sessionId === sessionId) for (const handler of events) handler(message);
    };
    this.listeners.add(onMessage);

    await send('Page.enable');
    if (options.inspect) await send('Runtime.enable');
    if (options.initScript) await send('Page.addScriptToEvaluateOnNewDocument', { source: options.initScript });
    await send('Emulation.setDeviceMetricsOverride', {
      width: options.width,
      height: options.height,
      deviceScaleFactor: options.deviceScaleFactor ?? 1,
      mobile: options.mobile ?? false,
    });
    if (options.mobile) await send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 1 });
    if (options.cpuSlowdown) await send('Emulation.setCPUThrottlingRate', { rate: options.cpuSlowdown });

    let failing: RegExp | undefined;
    events.add((message) => {
      if (message.method !== 'Fetch.requestPaused') return;
      const { requestId, request } = message.params as { requestId: string; request: { url: string } };
      if (failing?.test(request.url)) void send('Fetch.failRequest', { requestId, errorReason: 'BlockedByClient' });
      else void send('Fetch.continueRequest', { requestId });
    });

    return {
      send,
      async evaluate<T>(expression: string) {
        const answer = await send<{ result: { value: T }; exceptionDetails?: { text: string } }>('Runtime.evaluate', {
          expression,
          returnByValue: true,
          awaitPromise: true,
        });
        if (answer.exceptionDetails) throw new Error(`In the page: ${answer.exceptionDetails.text}`);
        return answer.result.value;
      },
      async goto(url: string) {
        const loaded = new Promise<number>((resolve) => {
          const onLoad = (message: Message) => {
            if (message.method !== 'Page.loadEventFired') return;
            events.delete(onLoad);
            resolve(Date.now());
          };
          events.add(onLoad);
        });
        await send('Page.navigate', { url });
        return { loadedAt: await loaded };
      },
      async tap(x: number, y: number) {
        await send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
        await send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
      },
      async type(text: string) {
        for (const key of text) {
          await send('Input.dispatchKeyEvent', { type: 'keyDown', key, text: key, unmodifiedText: key });
          await send('Input.dispatchKeyEvent', { type: 'keyUp', key });
        }
      },
      async failRequests(pattern: RegExp) {
        failing = pattern;
        await send('Fetch.enable', { patterns: [{ urlPattern: '*' }] });
      },
      close: async () => {
        this.listeners.delete(onMessage);
        await this.send('Target.disposeBrowserContext', { browserContextId });
      },
    };
  }

  async close() {
    const exited = new Promise((resolve) => this.process.once('exit', resolve));
    await this.send('Browser.close').catch(() => {});
    await exited;
    rmSync(this.profile, { recursive: true, force: true });
  }
}
