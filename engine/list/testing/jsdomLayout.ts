/**
 * jsdom lays nothing out: every element is 0 × 0, so a virtualizer would show no rows. This gives
 * the list's scroll area (`.rs-list__scroll`) a size, as @tanstack/react-virtual's own tests mock
 * element sizes. Returns the function that restores jsdom's behaviour.
 */
export function mockScrollViewport(height: number, width = 1600): () => void {
  const sized = (el: HTMLElement, size: number) => (el.classList.contains('rs-list__scroll') ? size : 0);
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get(this: HTMLElement) { return sized(this, height); } });
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get(this: HTMLElement) { return sized(this, width); } });
  return () => {
    // The own properties go; Element.prototype's getters (always 0) apply again.
    Reflect.deleteProperty(HTMLElement.prototype, 'clientHeight');
    Reflect.deleteProperty(HTMLElement.prototype, 'clientWidth');
  };
}
