import { use, type ComponentType, type ReactNode } from 'react';

export interface LazyBlock<P> {
  (props: P): ReactNode;
  /** Loads the component's code; settles once, however often it is called. */
  preload: () => Promise<unknown>;
}

/**
 * A block whose code is a chunk of its own, fetched only by pages that use it (the admin block
 * set). Route loaders preload the blocks of their page (see preloadBlocks), so the prerender
 * and the hydrating browser both render it at once, the same HTML, without a Suspense fallback.
 * Rendered before it has loaded (which a route never does), it suspends until it has.
 */
export function lazyBlock<P extends object>(load: () => Promise<ComponentType<P>>): LazyBlock<P> {
  let Loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (component) => (Loaded = component),
      (error: unknown) => {
        loading = undefined; // a failed download (a flaky network) is tried again next time
        throw error;
      },
    ));
  function LazyBlockComponent(props: P) {
    const Component = Loaded ?? use(preload());
    return <Component {...props} />;
  }
  return Object.assign(LazyBlockComponent, { preload });
}

export function isLazyBlock(component: unknown): component is LazyBlock<never> {
  return typeof component === 'function' && typeof (component as { preload?: unknown }).preload === 'function';
}
