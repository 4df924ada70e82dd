import { gzipSync } from 'node:zlib';
import { build, type Rollup } from 'vite';

/**
 * The least JavaScript a hydrated page of this stack can carry: bundles of nothing but the
 * libraries every page needs, built and minified like the app. What a page carries above the last
 * figure is our own code and content.
 */
const FLOORS = {
  'React + ReactDOM client': `import { hydrateRoot } from 'react-dom/client'; import { StrictMode, startTransition, createElement } from 'react';
    window.keep = [hydrateRoot, StrictMode, startTransition, createElement];`,
  '+ TanStack Router (the APIs the app uses)': `import { hydrateRoot } from 'react-dom/client'; import { StrictMode, startTransition, createElement } from 'react';
    import { createBrowserHistory, createRootRoute, createRoute, createRouter, Link, Outlet, RouterProvider, useMatches, useRouterState } from '@tanstack/react-router';
    window.keep = [hydrateRoot, StrictMode, startTransition, createElement, createBrowserHistory, createRootRoute, createRoute, createRouter, Link, Outlet, RouterProvider, useMatches, useRouterState];`,
};

export async function jsFloors(root: string): Promise<{ label: string; gzip: number }[]> {
  const floors: { label: string; gzip: number }[] = [];
  for (const [label, code] of Object.entries(FLOORS)) {
    const output = (await build({
      configFile: false,
      logLevel: 'silent',
      root,
      build: {
        write: false,
        target: 'es2022',
        modulePreload: { polyfill: false },
        rollupOptions: { input: 'virtual:js-floor' },
      },
      plugins: [
        {
          name: 'js-floor',
          resolveId: (id) => (id === 'virtual:js-floor' ? '\0js-floor' : undefined),
          load: (id) => (id === '\0js-floor' ? code : undefined),
        },
      ],
    })) as Rollup.RollupOutput | Rollup.RollupOutput[];
    const chunks = (Array.isArray(output) ? output[0]! : output).output.filter(
      (o): o is Rollup.OutputChunk => o.type === 'chunk',
    );
    floors.push({ label, gzip: chunks.reduce((sum, chunk) => sum + gzipSync(chunk.code).length, 0) });
  }
  return floors;
}
