import type { ComponentType, ReactNode } from 'react';

/**
 * A block component whose code loads on demand; `preload` fetches it (again after a failure), and
 * with the block's props also the code the component loads for them (see below).
 */
export type LazyBlock<P> = ComponentType<P> & { preload(props?: P): Promise<void> };

/** A loaded component may fetch more code by its props (the admin view its screen): its own `preload`. */
type Loaded<P> = ((props: P) => ReactNode) & { preload?(props: P): Promise<void> };

/**
 * A block whose code is fetched only by the pages that use it. Whoever renders a page calls
 * `preload(block)` for its blocks first (src/render/PageRenderer.tsx, loadBlockCode), so the
 * prerender, the hydrating browser and a page the app navigates to all render it in one pass, with
 * the same HTML; rendered before that, it suspends until its code has arrived.
 */
export function lazyBlock<K extends string, P extends object>(
  load: () => Promise<{ [key in NoInfer<K>]: Loaded<P> }>,
  name: K,
): LazyBlock<P> {
  let component: Loaded<P> | undefined;
  let loading: Promise<void> | undefined;
  const preload = (props?: P) => {
    loading ??= load().then(
      (module) => {
        component = module[name];
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return props ? loading.then(() => component?.preload?.(props)) : loading;
  };
  // biome-ignore lint/correctness/noComponentHookFactories: made once per block, at the registry's top level
  function Lazy(props: P) {
    if (!component) throw preload(props);
    const Component = component;
    return <Component {...props} />;
  }
  Lazy.displayName = `lazy(${name})`;
  return Object.assign(Lazy, { preload });
}
