/**
 * Calls `onResize` whenever `element`'s box changes size, from a ResizeObserver. Not for the
 * report every ResizeObserver makes of the size the element has when it starts observing: the
 * caller has just measured at that size, and measuring the header again at load laid the page
 * out twice more on a phone, in the task that makes the page live (issue 27). The size is
 * compared with what it was when watching began, or at the last report that called back.
 * Returns what stops watching.
 */
export function watchSize(element: Element, onResize: () => void): () => void {
  if (typeof ResizeObserver === 'undefined') return () => {};
  // Read once the caller's own measuring has laid the page out, so this lays out nothing.
  let { width, height } = element.getBoundingClientRect();
  const observer = new ResizeObserver((entries) => {
    // The box has no padding or border (the header's sentinel): its content rectangle is it.
    const size = entries.at(-1)?.contentRect;
    if (size && Math.abs(size.width - width) < 0.5 && Math.abs(size.height - height) < 0.5) return;
    if (size) ({ width, height } = size);
    onResize();
  });
  observer.observe(element);
  return () => observer.disconnect();
}
