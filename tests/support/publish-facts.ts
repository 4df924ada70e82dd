import type { SiteFacts } from '../../schema/owner-content/site-facts';

/** How a test reaches the API: inject into an app, or fetch from an instance. */
export type Call = (
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
) => Promise<{ status: number; json: () => unknown }>;

const data = <T>(status: number, body: unknown): T => {
  const { result, error } = body as { result?: { data: T }; error?: { message: string } };
  if (!result) throw new Error(`Expected a result, got ${status}: ${error?.message ?? JSON.stringify(body)}`);
  return result.data;
};

/**
 * The owner edits the business facts and publishes them through the API, as the dashboard does:
 * the draft read, changed, saved on its version, published on the saved version. Answers the release.
 */
export async function publishFacts(call: Call, change: (facts: SiteFacts) => void): Promise<number> {
  const got = await call('GET', '/trpc/siteFacts.get');
  const { version, draft } = data<{ version: number; draft: SiteFacts }>(got.status, got.json());
  const mine = structuredClone(draft);
  change(mine);
  const saveResponse = await call('POST', '/trpc/siteFacts.saveDraft', { version, data: mine });
  const saved = data<{ version: number }>(saveResponse.status, saveResponse.json());
  const published = await call('POST', '/trpc/siteFacts.publish', { version: saved.version });
  return data<{ releaseId: number }>(published.status, published.json()).releaseId;
}

/** Goes back to an earlier release through the API; answers the new release. */
export async function rollBack(call: Call, releaseId: number): Promise<number> {
  const response = await call('POST', '/trpc/siteFacts.rollback', { releaseId });
  return data<{ releaseId: number }>(response.status, response.json()).releaseId;
}

/** Polls until `check` holds or the time is up; answers whether it held. */
export async function eventually(check: () => Promise<boolean>, withinMs: number, everyMs = 250): Promise<boolean> {
  const deadline = Date.now() + withinMs;
  for (;;) {
    if (await check()) return true;
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
