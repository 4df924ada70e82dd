import { createReadStream, existsSync } from 'node:fs';
import path from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';
import { IMAGE_SOURCE_DIR, type ImageManifest } from '../../shared/images.ts';
import { describeSourceImages, imageCacheDir, processImages } from '../images/pipeline.ts';

const ID = 'virtual:image-manifest';
const RESOLVED = `\0${ID}`;
const DEV_URL = '/images';

const contentTypes: Record<string, string> = {
  '.avif': 'image/avif',
  '.jpeg': 'image/jpeg',
  '.jpg': 'image/jpeg',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.webp': 'image/webp',
};

/**
 * The image pipeline inside Vite. A build encodes every source in images/ (see
 * content/images/pipeline.ts), writes the files into the client bundle and exposes the manifest
 * as `virtual:image-manifest`; the dev server serves the sources as they are, with their sizes.
 */
export function imagePlugin(): Plugin {
  let config: ResolvedConfig;
  let sourceDir = '';
  let manifest: Promise<ImageManifest> | undefined;

  return {
    name: 'ridgeline:images',
    configResolved(resolved) {
      config = resolved;
      sourceDir = path.join(resolved.root, IMAGE_SOURCE_DIR);
    },
    async buildStart() {
      if (config.command !== 'build') return;
      // `npm run build` has encoded every image by now (with progress lines); this reads them from the cache.
      const result = await processImages({
        sourceDir,
        cacheDir: imageCacheDir(config.root),
        log: (line) => config.logger.warn(line),
      });
      if (result.encoded) config.logger.info(`Encoded ${result.encoded} source image(s) from ${IMAGE_SOURCE_DIR}/`);
      // The prerender build reads the same manifest but writes no files: the client build did.
      if (!config.build.ssr)
        for (const file of result.files) this.emitFile({ type: 'asset', fileName: file.fileName, source: file.source });
      manifest = Promise.resolve(result.manifest);
    },
    configureServer(server) {
      server.watcher.add(sourceDir);
      const onChange = (file: string) => {
        if (path.dirname(file) !== sourceDir) return;
        manifest = undefined;
        const mod = server.moduleGraph.getModuleById(RESOLVED);
        if (mod) server.moduleGraph.invalidateModule(mod);
        server.ws.send({ type: 'full-reload' });
      };
      server.watcher.on('add', onChange);
      server.watcher.on('change', onChange);
      server.watcher.on('unlink', onChange);
      server.middlewares.use(DEV_URL, (req, res, next) => {
        const name = decodeURIComponent((req.url ?? '').split('?')[0]!.replace(/^\//, ''));
        const file = path.join(sourceDir, name);
        const type = contentTypes[path.extname(name).toLowerCase()];
        if (!type || name.includes('/') || !existsSync(file)) return next();
        res.setHeader('Content-Type', type);
        res.setHeader('Cache-Control', 'no-cache');
        createReadStream(file).pipe(res);
      });
    },
    resolveId: (id) => (id === ID ? RESOLVED : undefined),
    async load(id) {
      if (id !== RESOLVED) return undefined;
      manifest ??= describeSourceImages(sourceDir, DEV_URL);
      return `export default ${JSON.stringify(await manifest)};`;
    },
  };
}
