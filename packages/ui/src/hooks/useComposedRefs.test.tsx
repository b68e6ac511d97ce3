import { fireEvent, render } from '@testing-library/react';
import { createRef, useState, type Ref } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { composeRefs, useComposedRefs } from './useComposedRefs.ts';

function Probe({ refs }: { refs: Ref<HTMLDivElement>[] }) {
  const composed = useComposedRefs(...refs);
  return <div ref={composed} data-testid="probe" />;
}

describe('useComposedRefs', () => {
  it('hands the element to object and callback refs, and lets them go on unmount', () => {
    const objectRef = createRef<HTMLDivElement>();
    const callbackRef = vi.fn();
    const { getByTestId, unmount } = render(<Probe refs={[objectRef, callbackRef]} />);
    const element = getByTestId('probe');
    expect(objectRef.current).toBe(element);
    expect(callbackRef).toHaveBeenLastCalledWith(element);
    unmount();
    expect(objectRef.current).toBeNull();
    expect(callbackRef).toHaveBeenLastCalledWith(null);
  });

  it("runs a callback ref's own cleanup instead of calling it with null", () => {
    const objectRef = createRef<HTMLDivElement>();
    const cleanup = vi.fn();
    const callbackRef = vi.fn(() => cleanup);
    const { unmount } = render(<Probe refs={[objectRef, callbackRef]} />);
    unmount();
    expect(cleanup).toHaveBeenCalledOnce();
    expect(callbackRef).toHaveBeenCalledOnce();
    // The ref without a cleanup is still let go.
    expect(objectRef.current).toBeNull();
  });

  it('keeps the same callback while the refs stay the same, so React does not reattach', () => {
    const callbackRef = vi.fn();
    function Counter() {
      const [count, setCount] = useState(0);
      const composed = useComposedRefs<HTMLButtonElement>(callbackRef);
      return (
        <button ref={composed} onClick={() => setCount(count + 1)}>
          {count}
        </button>
      );
    }
    const { getByRole } = render(<Counter />);
    fireEvent.click(getByRole('button'));
    expect(getByRole('button')).toHaveTextContent('1');
    expect(callbackRef).toHaveBeenCalledOnce();
  });

  it('skips refs that are not given', () => {
    const objectRef = createRef<HTMLDivElement>();
    const element = document.createElement('div');
    composeRefs(undefined, null, objectRef)(element);
    expect(objectRef.current).toBe(element);
  });
});
