import { createReadStream, existsSync } from 'node:fs';
import path from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';
import { IMAGE_SOURCE_DIR, type ImageManifest } from '../../shared/images.ts';
import { describeSourceImages, imageCacheDir, processImages } from '../images/pipeline.ts';
import { ownerPhotoSources } from '../owner-photos.ts';

const DEV_URL = '/images';

const contentTypes: Record<string, string> = {
  '.avif': 'image/avif',
  '.jpeg': 'image/jpeg',
  '.jpg': 'image/jpeg',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.webp': 'image/webp',
};

/** The image plugin, and the manifest it holds for the content plugin (each page's data carries its images). */
export type ImagePlugin = Plugin & { api: { manifest(): Promise<ImageManifest> } };

/**
 * The image pipeline inside Vite. A bare `vite build` encodes every source in images/ (see
 * content/images/pipeline.ts) and writes the files into the client bundle (`npm run build`
 * publishes them itself: `publishedByBuild`); the dev server serves the sources as they are, with
 * their sizes. Either way `api.manifest()` says what there is, for the page data the content
 * plugin serves.
 */
export function imagePlugin(options: { publishedByBuild?: boolean } = {}): ImagePlugin {
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
      // `npm run build` publishes the images itself (build-site.ts): a new photo leaves the bundles as they were.
      if (config.command !== 'build' || options.publishedByBuild) return;
      // `npm run build` has encoded every image by now (with progress lines); this reads them from the cache.
      const result = await processImages({
        sourceDir,
        // The owner's photos of the content export the build reads, as build-site.ts encoded them.
        extraSources: ownerPhotoSources(),
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
        // The pages' data carries their images' sizes.
        for (const mod of server.moduleGraph.idToModuleMap.values())
          if (mod.id?.startsWith('\0virtual:page/')) server.moduleGraph.invalidateModule(mod);
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
    api: {
      manifest: () => (manifest ??= describeSourceImages(sourceDir, DEV_URL)),
    },
  };
}
