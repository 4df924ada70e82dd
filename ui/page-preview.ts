import { createContext, type ReactNode, useContext } from 'react';
import type { ImageManifest } from '../shared/images';

/**
 * How the admin app draws a page with the site's own blocks (the city page editor's live preview)
 * without importing them: the admin layer may import ui/, schema/ and shared/ only
 * (tests/unit/layers.test.ts), so src/ (the router's app, which already carries the renderer)
 * provides these two, and the editor asks for them. `page` is a page definition as its data module
 * holds it (/page-data/<key>.js), typed loosely here since its type is the blocks' (blocks/page.ts).
 */
export interface PagePreview {
  /** The page drawn by the production renderer (src/render/PageRenderer.tsx), with its images. */
  renderPage: (page: unknown, images: ImageManifest) => ReactNode;
  /** Fetches the code of the lazily loaded blocks the page uses, so it renders in one pass. */
  loadBlockCode: (page: unknown) => Promise<void>;
}

export const PagePreviewContext = createContext<PagePreview | null>(null);

/** The renderer src/ provided, or null (a test rendering an admin screen alone). */
export const usePagePreview = (): PagePreview | null => useContext(PagePreviewContext);
