import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { contentPlugin } from './scripts/vite/content-plugin.ts';
import { imagePlugin } from './scripts/vite/image-plugin.ts';

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? 3001}`;

export default defineConfig({
  publicDir: 'src/public',
  plugins: [react(), vanillaExtractPlugin(), contentPlugin(), imagePlugin()],
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
});
