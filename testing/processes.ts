import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
/**
 * Node itself runs a script, tsx as its loader: the `tsx` launcher would start a second Node to run
 * it in (half a second to a second more per run on a busy machine, and the server tests start a
 * few hundred), and forward signals to it, so a SIGKILL would kill the launcher and leave the script.
 */
const node = (script: string, args: string[] = []) => [process.execPath, ['--import', 'tsx', script, ...args]] as const;

/** The environment for a child process: this one's, minus DATABASE_URL unless given. */
function childEnv(env: Record<string, string | undefined>): NodeJS.ProcessEnv {
  const base: NodeJS.ProcessEnv = { ...process.env };
  delete base.DATABASE_URL;
  delete base.ADMIN_PASSWORD;
  for (const [key, value] of Object.entries(env)) {
    if (value === undefined) delete base[key];
    else base[key] = value;
  }
  return base;
}

export interface Finished {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs a TypeScript entry point to its end, no terminal attached. */
export function runScript(
  script: string,
  args: string[],
  env: Record<string, string | undefined>,
  timeoutMs = 60_000,
): Promise<Finished> {
  return new Promise((resolve, reject) => {
    const [command, commandArgs] = node(script, args);
    const child = spawn(command, commandArgs, { cwd: root, env: childEnv(env), stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${script} ${args.join(' ')} did not finish in ${timeoutMs} ms\n${stdout}\n${stderr}`));
    }, timeoutMs);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

export interface Running {
  child: ChildProcess;
  output: () => string;
  /** SIGTERM, then the exit code. */
  stop: () => Promise<number | null>;
  /** Resolves with the exit code if the process ends by itself. */
  exited: Promise<number | null>;
}

/**
 * Starts a long-running TypeScript entry point and waits until its output matches `ready`;
 * `child` is the script's own process, so a SIGKILL really kills it.
 * `maxOpenFiles`: the process's open-files limit (`ulimit -n`).
 */
export function startScript(
  script: string,
  env: Record<string, string | undefined>,
  ready: RegExp,
  timeoutMs = 60_000,
  options: { maxOpenFiles?: number } = {},
): Promise<Running> {
  return new Promise((resolve, reject) => {
    let [command, args]: readonly [string, readonly string[]] = node(script);
    // A lower open-files limit, as many hosts have (1,024): the shell sets it and execs the server,
    // so `child` stays the server itself.
    if (options.maxOpenFiles)
      [command, args] = ['/bin/sh', ['-c', `ulimit -n ${options.maxOpenFiles} && exec "$0" "$@"`, command, ...args]];
    const child = spawn(command, args, { cwd: root, env: childEnv(env), stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const exited = new Promise<number | null>((done) => child.on('exit', (code) => done(code)));
    const running: Running = {
      child,
      output: () => output,
      exited,
      stop: async () => {
        if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
        return exited;
      },
    };
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${script} was not ready in ${timeoutMs} ms:\n${output}`));
    }, timeoutMs);
    const onData = (chunk: Buffer) => {
      output += chunk;
      if (ready.test(output)) {
        clearTimeout(timer);
        resolve(running);
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    void exited.then((code) => {
      clearTimeout(timer);
      if (!ready.test(output)) resolve(running); // ended before ready: the caller reads `exited` and `output`
      return code;
    });
    child.on('error', reject);
  });
}

/** A TCP port free on loopback right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}
