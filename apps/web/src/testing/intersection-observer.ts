/**
 * happy-dom's IntersectionObserver never reports (it has no layout). In tests every observed element is
 * in view: the observer reports it intersecting right after `observe`, as a browser does for an element
 * on screen. Tests of what waits for the viewport stub their own observer.
 */
export class InViewIntersectionObserver implements IntersectionObserver {
  readonly root = null;
  readonly rootMargin = '0px';
  readonly scrollMargin = '0px';
  readonly thresholds = [0];
  private observing = new Set<Element>();

  constructor(private readonly callback: IntersectionObserverCallback) {}

  observe(target: Element) {
    this.observing.add(target);
    queueMicrotask(() => {
      if (!this.observing.has(target)) return;
      const box = target.getBoundingClientRect();
      const entry = {
        target,
        isIntersecting: true,
        intersectionRatio: 1,
        boundingClientRect: box,
        intersectionRect: box,
        rootBounds: null,
        time: performance.now(),
      } satisfies IntersectionObserverEntry;
      this.callback([entry], this);
    });
  }

  unobserve(target: Element) {
    this.observing.delete(target);
  }

  disconnect() {
    this.observing.clear();
  }

  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }
}
