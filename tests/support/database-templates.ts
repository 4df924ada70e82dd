// vitest's globalSetup for the projects that make test databases: migrates one template of each
// kind before any test file starts, so parallel workers copy it and never race to make it, and
// removes them after the run. See testing/database-template.ts.
import { rmSync } from 'node:fs';
import {
  dropPostgresDatabase,
  makeEmbeddedTemplate,
  makePostgresTemplate,
  TEMPLATE_DATA_DIR_VAR,
  TEMPLATE_DATABASE_VAR,
} from '../../testing/database-template';

export default async function setup(): Promise<() => Promise<void>> {
  // Several projects in one run (server and mocked) share the first one's templates.
  if (process.env[TEMPLATE_DATA_DIR_VAR]) return async () => undefined;
  const dataDir = await makeEmbeddedTemplate();
  process.env[TEMPLATE_DATA_DIR_VAR] = dataDir;
  const serverUrl = process.env.DATABASE_URL;
  const name = `rl_template_${process.pid}`;
  if (serverUrl) {
    await makePostgresTemplate(serverUrl, name);
    process.env[TEMPLATE_DATABASE_VAR] = name;
  }
  return async () => {
    rmSync(dataDir, { recursive: true, force: true });
    if (serverUrl) await dropPostgresDatabase(serverUrl, name);
  };
}
