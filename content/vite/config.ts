import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import type { UserConfig } from 'vite';
import type { CompiledSite } from '../compile';
import { lazyPublicBlockChunks } from './block-chunks.ts';
import { compileHintsPlugin } from './compile-hints.ts';
import { contentPlugin, type ContentPluginOptions } from './content-plugin.ts';
import { imagePlugin } from './image-plugin.ts';

/**
 * The site's Vite configuration: vite.config.ts (dev server, a bare `vite build`) and `npm run
 * build` (which passes the site it compiled, so the bundler does not load the pages again) share it.
 */
export function siteViteConfig(
  options: { compiled?: CompiledSite; pageData?: ContentPluginOptions['pageData'] } = {},
): UserConfig {
  const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? 3001}`;
  const images = imagePlugin({ publishedByBuild: options.pageData?.mode === 'files' });
  return {
    publicDir: 'src/public',
    plugins: [
      react(),
      vanillaExtractPlugin(),
      contentPlugin({ compiled: options.compiled, pageData: options.pageData, images: images.api.manifest }),
      images,
      compileHintsPlugin(),
    ],
    build: {
      target: 'es2022',
      outDir: 'dist/client',
      manifest: true,
      assetsInlineLimit: 0,
      cssCodeSplit: true,
      // Every browser the site supports has modulepreload; the polyfill would only add to each page's script.
      modulePreload: { polyfill: false },
      rolldownOptions: {
        output: {
          // React and the router in chunks of their own, apart from the app: a public page's loader
          // (src/render/page-scripts.ts) evaluates them one after another in separate tasks, so no
          // single task evaluates the whole app. React DOM's module body runs with its chunk
          // (src/render/react-start.ts), not at the top of the entry. The lazily loaded public
          // blocks get a chunk each (block-chunks.ts).
          codeSplitting: {
            groups: [
              {
                name: 'react',
                // With React, the navigation context (a few lines every page loads first): left to
                // itself the bundler gives it a chunk of its own, though the entry imports it
                // (rolldown/rolldown#10731), a request and a task for 300 bytes.
                test: /node_modules[\\/](react|react-dom|scheduler)[\\/]|src[\\/]render[\\/]react-start\.ts$|ui[\\/]navigation\.tsx$/,
                priority: 2,
              },
              {
                name: 'router',
                test: /node_modules[\\/](@tanstack[\\/](react-router|router-core|history|store|react-store)|use-sync-external-store)[\\/]/,
                priority: 1,
              },
              {
                // The dashboard's checks, in a chunk of their own: left to itself the bundler may put
                // zod into a chunk that public pages share with the dashboard (the brand mark's),
                // and every public page would fetch it (tests/e2e/contact.test.ts looks).
                name: 'zod',
                test: /node_modules[\\/]zod[\\/]/,
                priority: 1,
              },
              lazyPublicBlockChunks(),
            ],
          },
        },
      },
    },
    server: {
      proxy: { '/trpc': apiTarget, '/api': apiTarget },
    },
  };
}
