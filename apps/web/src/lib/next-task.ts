/**
 * Resolves in a later task of the event loop, so that the browser can paint and answer input first.
 * A page's start is cut into tasks this way: one long task blocks a phone's main thread for all of it.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
