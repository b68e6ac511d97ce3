import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint } from './afterNextPaint.ts';

/** A page whose frames the test paints by hand. */
function stubPage(visibilityState: 'visible' | 'hidden') {
  const frames = new Map<number, FrameRequestCallback>();
  let next = 1;
  vi.stubGlobal('document', { visibilityState });
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
    frames.set(next, callback);
    return next++;
  });
  vi.stubGlobal('cancelAnimationFrame', (id: number) => frames.delete(id));
  return {
    paint() {
      const waiting = [...frames.values()];
      frames.clear();
      for (const callback of waiting) callback(0);
    },
  };
}

describe('afterNextPaint', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('waits for the next frame, then a task of its own', () => {
    vi.useFakeTimers();
    const page = stubPage('visible');
    const work = vi.fn();
    afterNextPaint(work);
    vi.runAllTimers();
    expect(work).not.toHaveBeenCalled();
    page.paint();
    expect(work).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(work).toHaveBeenCalledOnce();
  });

  it('runs in the next task on a hidden page, which paints no frames', () => {
    vi.useFakeTimers();
    stubPage('hidden');
    const work = vi.fn();
    afterNextPaint(work);
    vi.runAllTimers();
    expect(work).toHaveBeenCalledOnce();
  });

  it('is cancelled before the frame, or after it and before its task', () => {
    vi.useFakeTimers();
    const page = stubPage('visible');
    const beforeFrame = vi.fn();
    afterNextPaint(beforeFrame)();
    const afterFrame = vi.fn();
    const cancel = afterNextPaint(afterFrame);
    page.paint();
    cancel();
    vi.runAllTimers();
    expect(beforeFrame).not.toHaveBeenCalled();
    expect(afterFrame).not.toHaveBeenCalled();
  });
});
