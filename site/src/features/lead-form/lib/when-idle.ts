// Runs a task when the browser is idle: after the frame being drawn and the work queued around it,
// so a download started here never competes with the first paint or the hydration. Safari has no
// requestIdleCallback; a timer stands in there. The timeout makes a busy page run it anyway.

export type CancelIdle = () => void;

/** Without requestIdleCallback: a task after the current one, as late as a busy page would get. */
export const IDLE_FALLBACK_DELAY_MS = 200;

export const whenIdle = (task: () => void, timeoutMs = 2_000): CancelIdle => {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(() => task(), { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(task, IDLE_FALLBACK_DELAY_MS);
  return () => window.clearTimeout(timer);
};
