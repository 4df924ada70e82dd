import { useEffect, useMemo, useState } from 'react';
import { type PagePreview, usePagePreview } from '../../ui/page-preview';
import type { PageData } from './preview-patch';

/** The built page a preview starts from, once loaded, or why it could not be. */
export type PreviewSource = { from: string; data: PageData } | { from: string; error: string };

/**
 * A built page's data module (/page-data/<key>.js), the page a preview starts from. The browser's
 * module map keeps what it fetched, so asking early (an editor's prefetch) and again for the
 * preview costs one request.
 */
export const importPageData = (url: string): Promise<PageData> =>
  import(/* @vite-ignore */ url).then((module: { default: PageData }) => module.default);

/** Starts fetching a built page's data before the preview asks for it; a failure is the preview's to tell. */
export function preloadPageData(url: string): void {
  importPageData(url).catch(() => {});
}

/** Built pages whose data and blocks' code have arrived, by address: a preview of one draws at once. */
const ready = new Map<string, PageData>();
const loading = new Map<string, Promise<PageData>>();

/**
 * Loads a built page and the code of the blocks it uses, once per address for the tab. Asked for
 * while the editor waits on its draft and lock, the editor's first draw finds it ready and draws the
 * preview with the form, in one pass. A failure is forgotten, so the next ask tries again.
 */
export function loadPreviewSource(url: string, renderer: PagePreview): Promise<PageData> {
  let promise = loading.get(url);
  if (!promise) {
    promise = importPageData(url).then(async (data) => {
      await renderer.loadBlockCode(data.page);
      ready.set(url, data);
      return data;
    });
    promise.catch(() => loading.delete(url));
    loading.set(url, promise);
  }
  return promise;
}

/**
 * The preview's built page `from` (a page's key) at `url`: at once when it has loaded already,
 * else once it arrives. Until the new one arrives, the last one loaded stays (a city's list
 * answering late changes which page a new city's preview borrows).
 */
export function usePreviewSourceAt(from: string | undefined, url: string | undefined): PreviewSource | null {
  const renderer = usePagePreview();
  const [arrived, setArrived] = useState<PreviewSource | null>(null);
  const data = url ? ready.get(url) : undefined;
  useEffect(() => {
    if (!from || !url || !renderer || data) return;
    let live = true;
    loadPreviewSource(url, renderer).then(
      (loaded) => live && setArrived({ from, data: loaded }),
      (error: unknown) => live && setArrived({ from, error: (error as Error).message }),
    );
    return () => {
      live = false;
    };
  }, [from, url, renderer, data]);
  return useMemo(() => (from && data ? { from, data } : arrived), [from, data, arrived]);
}

/**
 * Starts loading an editor's preview page (at `url`, undefined while not known) while the editor
 * waits on its draft and lock: once loaded before the editor's first draw, the preview draws with
 * the form, in the same pass. Called while drawing, like React's own preload calls.
 */
export function usePreviewPreload(url: string | undefined): void {
  const renderer = usePagePreview();
  if (url && renderer && !ready.has(url)) void loadPreviewSource(url, renderer).catch(() => {});
}
