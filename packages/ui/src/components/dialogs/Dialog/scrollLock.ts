// One lock for any number of open dialogs: the page scrolls again when the last one closes.
let scrollLocks = 0;
let savedRootStyle = { overflow: '', scrollbarGutter: '' };

/** Stops the page behind a modal from scrolling; returns the release, which is safe to call twice. */
export function lockPageScroll() {
  const root = document.documentElement;
  if (scrollLocks === 0) {
    savedRootStyle = { overflow: root.style.overflow, scrollbarGutter: root.style.scrollbarGutter };
    // Keep the scrollbar's space so the page does not shift sideways under the backdrop.
    if (window.innerWidth > root.clientWidth) root.style.scrollbarGutter = 'stable';
    root.style.overflow = 'hidden';
  }
  scrollLocks += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    scrollLocks -= 1;
    if (scrollLocks === 0) {
      root.style.overflow = savedRootStyle.overflow;
      root.style.scrollbarGutter = savedRootStyle.scrollbarGutter;
    }
  };
}
