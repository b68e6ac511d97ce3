// Shared by the library's forms (each field's message after a send turned down) and by a site's
// islands (work started by a press), so a press's own frame is painted first: Interaction to
// Next Paint counts up to that frame.

/**
 * Runs `work` in a task after the next frame is painted, so a press's own frame is not held
 * back by it; a hidden page paints no frames, so there it runs in the next task. Returns what
 * cancels it, if it has not run.
 */
export function afterNextPaint(work: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let frame: number | undefined;
  if (typeof requestAnimationFrame !== 'function' || document.visibilityState === 'hidden') {
    timer = setTimeout(work, 0);
  } else {
    frame = requestAnimationFrame(() => {
      frame = undefined;
      timer = setTimeout(work, 0);
    });
  }
  return () => {
    if (frame !== undefined) cancelAnimationFrame(frame);
    if (timer !== undefined) clearTimeout(timer);
  };
}
