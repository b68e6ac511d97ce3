// @vitest-environment happy-dom
// The starter as the page runs it: the script text itself, in a document.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reactStarterScript, slowPageBytesMs, slowRoundTripMs } from './reactStarter.ts';

const script = '/assets/react-abc.js';
const clock = '/site-config.json';

function reactPreloads(): string[] {
  return [...document.head.querySelectorAll('link[rel="preload"][as="script"]')].map(
    (link) => link.getAttribute('href') ?? '',
  );
}

function clockLink(): HTMLLinkElement {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'fetch';
  link.href = clock;
  document.head.append(link);
  return link;
}

/** The clock's entry in the performance timeline, as a round trip of `roundTrip` ms. */
function clockTook(roundTrip: number) {
  const entry = { startTime: 100, responseEnd: 100 + roundTrip };
  vi.spyOn(performance, 'getEntriesByName').mockImplementation((name) =>
    name.endsWith(clock) ? ([entry] as unknown as PerformanceEntryList) : [],
  );
}

/** A paint observer the test reports the first contentful paint to. */
function paintObserver(): { paint: () => void } {
  const callbacks: ((list: { getEntriesByName: (name: string) => unknown[] }) => void)[] = [];
  class FakeObserver {
    static supportedEntryTypes = ['paint'];
    constructor(callback: (typeof callbacks)[number]) {
      callbacks.push(callback);
    }
    observe() {}
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  return {
    paint: () =>
      callbacks.forEach((callback) =>
        callback({
          getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []),
        }),
      ),
  };
}

/**
 * A clock for the page (performance.now and timers together), and its document's response,
 * which ends at `responseEnd` ms (0 until then, as a browser reports it).
 */
function pageClock(responseEnd: number) {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  let now = 0;
  vi.spyOn(performance, 'now').mockImplementation(() => now);
  vi.spyOn(performance, 'getEntriesByType').mockImplementation((type) =>
    type === 'navigation'
      ? ([{ responseEnd: now >= responseEnd ? responseEnd : 0 }] as unknown as PerformanceEntryList)
      : [],
  );
  return {
    at: (time: number) => (now = time),
    advanceTo: (time: number) => {
      while (now < time) {
        now += 1;
        vi.advanceTimersByTime(1);
      }
    },
  };
}

afterEach(() => {
  document.head.innerHTML = '';
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('reactStarterScript', () => {
  it('asks for React once the clock has arrived, not before', () => {
    const link = clockLink();
    new Function(reactStarterScript(script, clock))();
    expect(reactPreloads()).toEqual([]);
    link.dispatchEvent(new Event('load'));
    expect(reactPreloads()).toEqual([script]);
  });

  it('asks for React when the clock fails too', () => {
    const link = clockLink();
    new Function(reactStarterScript(script, clock))();
    link.dispatchEvent(new Event('error'));
    expect(reactPreloads()).toEqual([script]);
  });

  it('asks for React at once on a page without the clock', () => {
    new Function(reactStarterScript(script, clock))();
    expect(reactPreloads()).toEqual([script]);
  });

  it('asks for React as soon as a slow clock arrives, before any paint', () => {
    const link = clockLink();
    paintObserver();
    new Function(reactStarterScript(script, clock))();
    clockTook(slowRoundTripMs + 300);
    link.dispatchEvent(new Event('load'));
    expect(reactPreloads()).toEqual([script]);
  });

  it('after a quick clock, waits for the first paint to ask for React', () => {
    const link = clockLink();
    const observer = paintObserver();
    new Function(reactStarterScript(script, clock))();
    clockTook(slowRoundTripMs - 70);
    link.dispatchEvent(new Event('load'));
    expect(reactPreloads()).toEqual([]);
    observer.paint();
    expect(reactPreloads()).toEqual([script]);
    // Once.
    observer.paint();
    expect(reactPreloads()).toEqual([script]);
  });

  it("on a link slow in bandwidth, asks for React as long after the page's last byte as its bytes took", () => {
    clockLink();
    paintObserver();
    const page = pageClock(600);
    page.at(400);
    new Function(reactStarterScript(script, clock))();
    // The page's bytes after the starter took 200 ms: React at 800, before the clock.
    page.advanceTo(799);
    expect(reactPreloads()).toEqual([]);
    page.advanceTo(801);
    expect(reactPreloads()).toEqual([script]);
  });

  it("leaves it to the clock when the page's bytes came quickly", () => {
    const link = clockLink();
    paintObserver();
    const page = pageClock(400 + slowPageBytesMs - 10);
    page.at(400);
    new Function(reactStarterScript(script, clock))();
    page.advanceTo(1500);
    expect(reactPreloads()).toEqual([]);
    clockTook(slowRoundTripMs + 300);
    link.dispatchEvent(new Event('load'));
    expect(reactPreloads()).toEqual([script]);
  });

  it('leaves it to the clock without the navigation timing', () => {
    const link = clockLink();
    vi.spyOn(performance, 'getEntriesByType').mockReturnValue([]);
    new Function(reactStarterScript(script, clock))();
    expect(reactPreloads()).toEqual([]);
    link.dispatchEvent(new Event('load'));
    expect(reactPreloads()).toEqual([script]);
  });
});
