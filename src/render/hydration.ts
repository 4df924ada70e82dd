/**
 * The events React would meet on HTML it has not hydrated yet and answer by hydrating the whole
 * page at once, synchronously, inside the visitor's tap or key (React DOM's "discrete replayable"
 * events): with the app's page in one boundary, that is the rest of hydration in one task
 * (100-300 ms on a phone) before the browser may paint the answer.
 */
const DISCRETE_EVENTS = [
  'pointerdown',
  'pointerup',
  'pointercancel',
  'mousedown',
  'mouseup',
  'touchstart',
  'touchend',
  'touchcancel',
  'click',
  'auxclick',
  'dblclick',
  'contextmenu',
  'keydown',
  'keypress',
  'keyup',
  'input',
  'change',
  'compositionstart',
  'compositionend',
  'textInput',
  'copy',
  'cut',
  'paste',
  'dragstart',
  'dragend',
  'drop',
  'reset',
];

const stop = (event: Event) => event.stopPropagation();

/**
 * While the app hydrates, the page answers a tap or a key as it does without JavaScript: a
 * <details> opens, a #link shows its target, a field takes the text. The events stop at the window,
 * above React's root, so React never hydrates in a hurry; their default actions still happen, and
 * each widget picks up on hydration the state the visitor left it in. Call just before hydrating.
 */
export function answerNativelyWhileHydrating(): void {
  for (const type of DISCRETE_EVENTS) window.addEventListener(type, stop, { capture: true });
}

/** Hydration has committed: React handles events from now on, and tests and benchmarks can tell. */
export function markHydrated(): void {
  for (const type of DISCRETE_EVENTS) window.removeEventListener(type, stop, { capture: true });
  document.documentElement.dataset.hydrated = 'true';
}

/**
 * Ends the current task, so a tap or key that came in meanwhile is answered before the next step
 * of the app's start: `scheduler.yield()` where the browser has it (the start resumes ahead of
 * other queued work), else a new task.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}
