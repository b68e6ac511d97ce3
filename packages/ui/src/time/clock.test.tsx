import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ClockProvider, createManualClock, useDebouncedValue, useTimeout } from './clock.tsx';

describe('createManualClock', () => {
  it('runs timers only when advanced, in due order', () => {
    const clock = createManualClock();
    const calls: string[] = [];
    clock.setTimeout(() => calls.push('late'), 300);
    clock.setTimeout(() => calls.push('early'), 100);
    clock.advance(99);
    expect(calls).toEqual([]);
    clock.advance(1);
    expect(calls).toEqual(['early']);
    clock.advance(200);
    expect(calls).toEqual(['early', 'late']);
    expect(clock.now).toBe(300);
    expect(clock.pending).toBe(0);
  });

  it('forgets a cleared timer', () => {
    const clock = createManualClock();
    const callback = vi.fn();
    clock.clearTimeout(clock.setTimeout(callback, 10));
    clock.advance(100);
    expect(callback).not.toHaveBeenCalled();
  });

  it('runs a timer set by another timer when it falls due within the same advance', () => {
    const clock = createManualClock();
    const calls: number[] = [];
    clock.setTimeout(() => {
      calls.push(clock.now);
      clock.setTimeout(() => calls.push(clock.now), 50);
    }, 50);
    clock.advance(100);
    expect(calls).toEqual([50, 100]);
  });
});

function Confirmation({ milliseconds }: { milliseconds: number }) {
  const [shown, setShown] = useState(true);
  useTimeout(() => setShown(false), milliseconds, shown);
  return <p>{shown ? 'Subscribed!' : 'Subscribe'}</p>;
}

function Debounced({ value }: { value: string }) {
  return <p>{useDebouncedValue(value, 300)}</p>;
}

describe('useTimeout and useDebouncedValue on a manual clock', () => {
  it('reverts a confirmation after exactly its duration', () => {
    const clock = createManualClock();
    render(
      <ClockProvider clock={clock}>
        <Confirmation milliseconds={3000} />
      </ClockProvider>,
    );
    act(() => clock.advance(2999));
    expect(screen.getByText('Subscribed!')).toBeInTheDocument();
    act(() => clock.advance(1));
    expect(screen.getByText('Subscribe')).toBeInTheDocument();
  });

  it('settles on a value only once it stops changing for the debounce time', () => {
    const clock = createManualClock();
    const { rerender } = render(
      <ClockProvider clock={clock}>
        <Debounced value="h" />
      </ClockProvider>,
    );
    rerender(
      <ClockProvider clock={clock}>
        <Debounced value="health" />
      </ClockProvider>,
    );
    act(() => clock.advance(299));
    expect(screen.getByRole('paragraph')).toHaveTextContent(/^h$/);
    act(() => clock.advance(1));
    expect(screen.getByRole('paragraph')).toHaveTextContent('health');
  });
});
