import { defineConfig } from 'vite';
import { siteViteConfig } from './content/vite/config.ts';

export default defineConfig(siteViteConfig());
