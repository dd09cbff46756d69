import { afterEach, beforeEach, vi } from 'vitest';

/** happy-dom's window API: its `matchMedia` answers for the viewport set here. */
interface HappyDomWindow {
  happyDOM: { setViewport: (viewport: { width: number; height: number }) => void };
}

const DESKTOP = { width: 1024, height: 768 };

/**
 * Sets the window's size for the media queries (`useMediaQuery`) of the next render: 390 × 844 is the
 * phone of the e2e screenshots. Undo with `resetViewport()` (happy-dom's default, 1024 × 768).
 */
export function setViewport(width: number, height = 844) {
  (window as unknown as HappyDomWindow).happyDOM.setViewport({ width, height });
}

export const setPhoneViewport = () => setViewport(390, 844);

export function resetViewport() {
  setViewport(DESKTOP.width, DESKTOP.height);
}

/**
 * Phone tests of a `describe` block: each test starts at 390 px with empty local storage, and ends at the
 * desktop size with stubbed globals restored.
 */
export function onAPhone() {
  beforeEach(() => {
    window.localStorage.clear();
    setPhoneViewport();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    resetViewport();
  });
}
