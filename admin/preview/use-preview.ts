import { useState } from 'react';
import { trpc } from '../trpc/client';

/** Where a preview is: being checked, built, ready to open, or why not. */
export type PreviewPhase = 'idle' | 'checking' | 'queued' | 'building' | 'ready' | 'failed' | 'replaced';

/** How often the editor asks whether the preview is built: a build takes half a minute or so. */
const POLL_MS = 2_000;

/**
 * The preview of a document's saved draft (server/site-build/preview.ts): `start(version)` has the
 * server check the draft with the site's content gate and build it; it rejects as a publish does
 * (the gate's problems on their fields), for the editor to show. Then the preview's status is asked
 * for every two seconds until it is ready (its `url` to open) or failed.
 */
export function usePreview(document: 'siteFacts' | 'photos') {
  const start = trpc.preview.start.useMutation();
  const [id, setId] = useState<number | null>(null);
  const status = trpc.preview.status.useQuery(
    { id: id ?? 1 },
    {
      enabled: id !== null,
      refetchOnWindowFocus: false,
      refetchInterval: (query) => {
        const phase = query.state.data?.status;
        return phase === 'queued' || phase === 'building' || phase === undefined ? POLL_MS : false;
      },
    },
  );
  const data = id === null ? undefined : status.data?.id === id ? status.data : undefined;
  const phase: PreviewPhase = start.isPending ? 'checking' : id === null ? 'idle' : (data?.status ?? 'queued');
  return {
    phase,
    url: phase === 'ready' ? data?.url : undefined,
    error: data?.error ?? null,
    async start(version: number) {
      const { previewId } = await start.mutateAsync({ document, version });
      setId(previewId);
    },
  };
}
