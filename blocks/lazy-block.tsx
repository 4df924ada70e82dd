import type { ComponentType, ReactNode } from 'react';

/** A block component whose code loads on demand; `preload` fetches it (again after a failure). */
export type LazyBlock<P> = ComponentType<P> & { preload(): Promise<void> };

/**
 * A block whose code is fetched only by the pages that use it. Whoever renders a page calls
 * `preload()` for its blocks first (src/render/PageRenderer.tsx, loadBlockCode), so the prerender,
 * the hydrating browser and a page the app navigates to all render it in one pass, with the same
 * HTML; rendered before that, it suspends until its code has arrived.
 */
export function lazyBlock<K extends string, P extends object>(
  load: () => Promise<{ [key in NoInfer<K>]: (props: P) => ReactNode }>,
  name: K,
): LazyBlock<P> {
  let component: ComponentType<P> | undefined;
  let loading: Promise<void> | undefined;
  const preload = () => {
    loading ??= load().then(
      (module) => {
        component = module[name];
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  // biome-ignore lint/correctness/noComponentHookFactories: made once per block, at the registry's top level
  function Lazy(props: P) {
    if (!component) throw preload();
    const Component = component;
    return <Component {...props} />;
  }
  Lazy.displayName = `lazy(${name})`;
  return Object.assign(Lazy, { preload });
}
