import { type AdminView as View, adminViews } from '../../../admin/views';
import { type LazyBlock, lazyBlock } from '../../lazy-block';
import type { AdminViewProps } from './schema';

const screens = new Map<string, LazyBlock<object>>(
  adminViews.map((view: View) => [view.screen, lazyBlock(view.load, view.screen)]),
);

function screenOf(name: string): LazyBlock<object> {
  const screen = screens.get(name);
  if (!screen) throw new Error(`No admin view has the screen "${name}": admin/views.ts lists them`);
  return screen;
}

/**
 * Mounts the screen of the admin view a page is (admin/views.ts). Its `preload` fetches the
 * screen's code too, so the prerender and the hydrating browser render the view in one pass, and
 * runs the screen's own `preload` if it has one (an editor asks for its first answers early).
 */
export function AdminView({ screen }: AdminViewProps) {
  const Screen = screenOf(screen);
  return <Screen />;
}
AdminView.preload = (props: AdminViewProps): Promise<void> => screenOf(props.screen).preload(props);
