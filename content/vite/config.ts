import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import type { UserConfig } from 'vite';
import type { CompiledSite } from '../compile';
import { contentPlugin } from './content-plugin.ts';
import { imagePlugin } from './image-plugin.ts';

/**
 * The site's Vite configuration: vite.config.ts (dev server, a bare `vite build`) and `npm run
 * build` (which passes the site it compiled, so the bundler does not load the pages again) share it.
 */
export function siteViteConfig(options: { compiled?: CompiledSite } = {}): UserConfig {
  const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? 3001}`;
  return {
    publicDir: 'src/public',
    plugins: [react(), vanillaExtractPlugin(), contentPlugin({ compiled: options.compiled }), imagePlugin()],
    build: {
      target: 'es2022',
      outDir: 'dist/client',
      manifest: true,
      assetsInlineLimit: 0,
      cssCodeSplit: true,
      // Every browser the site supports has modulepreload; the polyfill would only add to each page's script.
      modulePreload: { polyfill: false },
    },
    server: {
      proxy: { '/trpc': apiTarget, '/api': apiTarget },
    },
  };
}
