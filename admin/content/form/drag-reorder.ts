import { combine } from '@atlaskit/pragmatic-drag-and-drop/combine';
import {
  draggable,
  dropTargetForElements,
  monitorForElements,
} from '@atlaskit/pragmatic-drag-and-drop/element/adapter';
import {
  attachClosestEdge,
  type Edge,
  extractClosestEdge,
} from '@atlaskit/pragmatic-drag-and-drop-hitbox/closest-edge';
import { getReorderDestinationIndex } from '@atlaskit/pragmatic-drag-and-drop-hitbox/util/get-reorder-destination-index';
import { type RefObject, useEffect, useState } from 'react';

/**
 * Reordering a list's entries by dragging, beside the Move up and Move down buttons (which stay the
 * way for a keyboard, a screen reader and a phone). Native drag and drop through Atlassian's
 * pragmatic-drag-and-drop: a few kilobytes, no drag layer of its own, and an entry can only be
 * dropped in its own list.
 */

/** What an entry being dragged carries: its list (the form's id of the list) and its place. */
interface EntryData extends Record<string | symbol, unknown> {
  list: string;
  index: number;
}
const isEntry = (data: Record<string | symbol, unknown>, list: string): data is EntryData =>
  data.list === list && typeof data.index === 'number';

/**
 * Whether dragging is offered: a mouse or trackpad. A finger scrolls the form; on a phone the
 * buttons move entries.
 */
export function canDrag(): boolean {
  return typeof window !== 'undefined' && window.matchMedia('(pointer: fine)').matches;
}

/**
 * One entry of list `list`: `entry` is dragged by `handle` and is a drop target for the list's other
 * entries. Returns the edge (top or bottom) a drop on it would land at, for the indicator.
 */
export function useDraggableEntry(
  entry: RefObject<HTMLElement | null>,
  handle: RefObject<HTMLElement | null>,
  list: string,
  index: number,
  enabled: boolean,
): Edge | null {
  const [edge, setEdge] = useState<Edge | null>(null);
  useEffect(() => {
    const element = entry.current;
    const dragHandle = handle.current;
    if (!enabled || !element || !dragHandle) return;
    const data: EntryData = { list, index };
    return combine(
      draggable({ element, dragHandle, getInitialData: () => data }),
      dropTargetForElements({
        element,
        canDrop: ({ source }) => isEntry(source.data, list),
        getData: ({ input }) => attachClosestEdge(data, { element, input, allowedEdges: ['top', 'bottom'] }),
        onDrag: ({ self, source }) => setEdge(source.data.index === index ? null : extractClosestEdge(self.data)),
        onDragLeave: () => setEdge(null),
        onDrop: () => setEdge(null),
      }),
    );
  }, [entry, handle, list, index, enabled]);
  return edge;
}

/**
 * The list's side: when one of its entries is dropped on another, `move(from, to)` with the place
 * the entry lands at (above or below the target, by the edge it was dropped nearest).
 */
export function useListDrop(list: string, enabled: boolean, move: (from: number, to: number) => void): void {
  useEffect(() => {
    if (!enabled) return;
    return monitorForElements({
      canMonitor: ({ source }) => isEntry(source.data, list),
      onDrop: ({ source, location }) => {
        const target = location.current.dropTargets[0];
        if (!target || !isEntry(source.data, list) || !isEntry(target.data, list)) return;
        const to = getReorderDestinationIndex({
          startIndex: source.data.index,
          indexOfTarget: target.data.index,
          closestEdgeOfTarget: extractClosestEdge(target.data),
          axis: 'vertical',
        });
        if (to !== source.data.index) move(source.data.index, to);
      },
    });
  }, [list, enabled, move]);
}
