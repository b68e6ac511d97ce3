import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useControllableState } from './useControllableState.ts';

describe('useControllableState', () => {
  it('keeps its own value when uncontrolled, and reports each change', () => {
    const onChange = vi.fn();
    const { result } = renderHook(() => useControllableState({ defaultProp: false, onChange }));
    expect(result.current[0]).toBe(false);
    act(() => result.current[1](true));
    expect(result.current[0]).toBe(true);
    expect(onChange).toHaveBeenCalledExactlyOnceWith(true);
  });

  it('follows the prop when controlled, and only reports what the owner should do', () => {
    const onChange = vi.fn();
    const { result, rerender } = renderHook(
      ({ prop }) => useControllableState({ prop, defaultProp: false, onChange }),
      { initialProps: { prop: true as boolean | undefined } },
    );
    act(() => result.current[1](false));
    // The owner has not agreed yet: the value stays as the prop says.
    expect(result.current[0]).toBe(true);
    expect(onChange).toHaveBeenCalledExactlyOnceWith(false);
    rerender({ prop: false });
    expect(result.current[0]).toBe(false);
  });

  it('reports a change only when the value differs, in either mode', () => {
    const onChange = vi.fn();
    const uncontrolled = renderHook(() =>
      useControllableState<string | null>({ defaultProp: null, onChange }),
    );
    act(() => uncontrolled.result.current[1](null));
    const controlled = renderHook(() =>
      useControllableState<string | null>({ prop: '/about', defaultProp: null, onChange }),
    );
    act(() => controlled.result.current[1]('/about'));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('treats null as a controlled value; only undefined leaves the state to the hook', () => {
    const { result } = renderHook(() =>
      useControllableState<string | null>({ prop: null, defaultProp: '/blog' }),
    );
    expect(result.current[0]).toBeNull();
  });

  it('takes an updater, given the current value', () => {
    const onChange = vi.fn();
    const { result } = renderHook(() => useControllableState({ defaultProp: 1, onChange }));
    act(() => result.current[1]((count) => count + 1));
    expect(result.current[0]).toBe(2);
    expect(onChange).toHaveBeenCalledExactlyOnceWith(2);
  });

  it('reports within the same call, not later from an effect', () => {
    const onChange = vi.fn();
    const { result } = renderHook(() => useControllableState({ defaultProp: 'a', onChange }));
    // Outside act, nothing has rendered or run effects yet.
    result.current[1]('b');
    expect(onChange).toHaveBeenCalledExactlyOnceWith('b');
  });
});
