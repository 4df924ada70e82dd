import { type DatabaseHandle, openDatabase } from '../server/db/connect';
import { DatabaseBusyError } from '../server/db/embedded/data-dir-lock';
import { type Env, loadEnv } from '../server/env';

/**
 * The database of this environment for a command line (through the running server for the
 * embedded one), or the exit code to end with after saying why: 1 for a bad setting, 3 when the
 * database is busy. The exit codes the README gives for every database command.
 */
export async function openForCommand(
  command: string,
): Promise<{ env: Env; handle: DatabaseHandle } | { exitCode: number }> {
  let env: Env;
  try {
    env = loadEnv();
  } catch (error) {
    console.error((error as Error).message);
    return { exitCode: 1 };
  }
  try {
    return { env, handle: await openDatabase(env, { command, joinRunningServer: true }) };
  } catch (error) {
    if (error instanceof DatabaseBusyError) {
      console.error(error.message);
      return { exitCode: 3 };
    }
    throw error;
  }
}
