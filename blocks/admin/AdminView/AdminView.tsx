import { type AdminView as View, adminViews } from '../../../admin/views';
import { type LazyBlock, lazyBlock } from '../../lazy-block';
import type { AdminViewProps } from './schema';

const screens = new Map<string, { view: View; component: LazyBlock<object> }>(
  adminViews.map((view: View) => [view.screen, { view, component: lazyBlock(view.load, view.screen) }]),
);

function screenOf(name: string): { view: View; component: LazyBlock<object> } {
  const screen = screens.get(name);
  if (!screen) throw new Error(`No admin view has the screen "${name}": admin/views.ts lists them`);
  return screen;
}

/**
 * Mounts the screen of the admin view a page is (admin/views.ts). Its `preload` fetches the
 * screen's code too, so the prerender and the hydrating browser render the view in one pass; a view
 * with a `prefetch` (an editor) first sends its first requests, then loads the screen.
 */
export function AdminView({ screen }: AdminViewProps) {
  const Screen = screenOf(screen).component;
  return <Screen />;
}
AdminView.preload = async (props: AdminViewProps): Promise<void> => {
  const { view, component } = screenOf(props.screen);
  // A prefetch that failed to load is no reason to hold the screen: its hooks ask again.
  await view.prefetch?.().then(
    (prefetch) => prefetch(),
    () => {},
  );
  return component.preload(props);
};
