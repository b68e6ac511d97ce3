import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Where components get their timers. Timed behaviour (a confirmation shown for
 * 3 s, a 300 ms search debounce) runs on the system clock in an app, and on a
 * manual clock in stories and tests, which advance time instead of waiting.
 */
export interface Clock {
  setTimeout(callback: () => void, milliseconds: number): number;
  clearTimeout(handle: number): void;
}

export const systemClock: Clock = {
  setTimeout: (callback, milliseconds) => window.setTimeout(callback, milliseconds),
  clearTimeout: (handle) => window.clearTimeout(handle),
};

export interface ManualClock extends Clock {
  /** Milliseconds advanced since the clock was made. */
  readonly now: number;
  /** Moves time on, running every timer that falls due, in order. */
  advance(milliseconds: number): void;
  /** How many timers are waiting. */
  readonly pending: number;
}

/** A clock that only moves when told to: for stories and tests of timed behaviour. */
export function createManualClock(): ManualClock {
  let now = 0;
  let nextHandle = 1;
  const timers = new Map<number, { due: number; callback: () => void }>();
  return {
    get now() {
      return now;
    },
    get pending() {
      return timers.size;
    },
    setTimeout(callback, milliseconds) {
      const handle = nextHandle++;
      timers.set(handle, { due: now + Math.max(0, milliseconds), callback });
      return handle;
    },
    clearTimeout(handle) {
      timers.delete(handle);
    },
    advance(milliseconds) {
      const target = now + milliseconds;
      for (;;) {
        const next = [...timers.entries()]
          .filter(([, timer]) => timer.due <= target)
          .sort(([handleA, a], [handleB, b]) => a.due - b.due || handleA - handleB)[0];
        if (!next) break;
        const [handle, timer] = next;
        timers.delete(handle);
        now = timer.due;
        timer.callback();
      }
      now = target;
    },
  };
}

const ClockContext = createContext<Clock>(systemClock);

export interface ClockProviderProps {
  clock: Clock;
  children: ReactNode;
}

/** Gives every component below it this clock (a manual one in stories and tests). */
export function ClockProvider({ clock, children }: ClockProviderProps) {
  return <ClockContext value={clock}>{children}</ClockContext>;
}

export function useClock(): Clock {
  return useContext(ClockContext);
}

/**
 * Calls `callback` once, `milliseconds` after `active` turns true; cancelled if
 * `active` turns false first or the component unmounts.
 */
export function useTimeout(callback: () => void, milliseconds: number, active: boolean) {
  const clock = useClock();
  const latestCallback = useRef(callback);
  useEffect(() => {
    latestCallback.current = callback;
  });
  useEffect(() => {
    if (!active) return;
    const handle = clock.setTimeout(() => latestCallback.current(), milliseconds);
    return () => clock.clearTimeout(handle);
  }, [active, clock, milliseconds]);
}

/** The value, once it has stopped changing for `milliseconds` (a search debounce). */
export function useDebouncedValue<Value>(value: Value, milliseconds: number): Value {
  const clock = useClock();
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const handle = clock.setTimeout(() => setSettled(value), milliseconds);
    return () => clock.clearTimeout(handle);
  }, [clock, milliseconds, value]);
  return settled;
}
