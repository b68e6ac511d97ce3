import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { prerender, setBeforeHydration } from '../../test/prerendered.tsx';
import { useAdoptedValue, useAdoptedValues } from './useAdoptedValues.ts';

interface Values {
  text: string;
  colour: string;
  agreed: boolean;
}

const rendered: Values = { text: '', colour: 'red', agreed: false };

/** Three controlled controls that report adoption and never change by themselves. */
function Controls({ adopt }: { adopt: (adopted: Partial<Values>) => void }) {
  const text = useRef<HTMLInputElement>(null);
  const colour = useRef<HTMLSelectElement>(null);
  const agreed = useRef<HTMLInputElement>(null);
  useAdoptedValues({ text, colour, agreed }, rendered, adopt);
  return (
    <form>
      <label>
        Text
        <input ref={text} value={rendered.text} onChange={() => {}} />
      </label>
      <label>
        Colour
        <select ref={colour} value={rendered.colour} onChange={() => {}}>
          <option value="red">Red</option>
          <option value="blue">Blue</option>
        </select>
      </label>
      <label>
        Agreed
        <input ref={agreed} type="checkbox" checked={rendered.agreed} onChange={() => {}} />
      </label>
    </form>
  );
}

describe('useAdoptedValues', () => {
  it('reports, all at once, what a visitor set before hydration', async () => {
    const adopt = vi.fn();
    const page = prerender(<Controls adopt={adopt} />);
    setBeforeHydration(screen.getByRole('textbox', { name: 'Text' }), 'early');
    setBeforeHydration(screen.getByRole('combobox', { name: 'Colour' }), 'blue');
    setBeforeHydration(screen.getByRole('checkbox', { name: 'Agreed' }), true);
    await page.hydrate();
    expect(adopt).toHaveBeenCalledExactlyOnceWith({ text: 'early', colour: 'blue', agreed: true });
  });

  it('reports only the controls that differ', async () => {
    const adopt = vi.fn();
    const page = prerender(<Controls adopt={adopt} />);
    setBeforeHydration(screen.getByRole('checkbox', { name: 'Agreed' }), true);
    await page.hydrate();
    expect(adopt).toHaveBeenCalledExactlyOnceWith({ agreed: true });
  });

  it('reports nothing when the visitor changed nothing before hydration', async () => {
    const adopt = vi.fn();
    const page = prerender(<Controls adopt={adopt} />);
    await page.hydrate();
    expect(adopt).not.toHaveBeenCalled();
  });

  it('reports nothing after a client render, where the controls show what was rendered', () => {
    const adopt = vi.fn();
    render(<Controls adopt={adopt} />);
    expect(adopt).not.toHaveBeenCalled();
  });

  it('reports once, on mount, not on later renders', async () => {
    const adopt = vi.fn();
    const { rerender } = render(<Controls adopt={adopt} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Text' }), 'x');
    rerender(<Controls adopt={adopt} />);
    expect(adopt).not.toHaveBeenCalled();
  });

  it('ignores a select whose options lack the rendered value (nobody chose what it shows)', async () => {
    const adopt = vi.fn();
    function Orphan() {
      const ref = useRef<HTMLSelectElement>(null);
      useAdoptedValue(ref, 'green', adopt);
      return (
        <select ref={ref} aria-label="Colour" value="green" onChange={() => {}}>
          <option value="red">Red</option>
        </select>
      );
    }
    const page = prerender(<Orphan />);
    await page.hydrate();
    expect(adopt).not.toHaveBeenCalled();
  });
});

describe('useAdoptedValue', () => {
  it('reports the one control’s text', async () => {
    const adopt = vi.fn();
    function Field() {
      const ref = useRef<HTMLInputElement>(null);
      useAdoptedValue(ref, '', adopt);
      return <input ref={ref} aria-label="Name" value="" onChange={() => {}} />;
    }
    const page = prerender(<Field />);
    setBeforeHydration(screen.getByRole('textbox', { name: 'Name' }), 'Amina');
    await page.hydrate();
    expect(adopt).toHaveBeenCalledExactlyOnceWith('Amina');
  });

  it('reads a checkbox as ticked or not', async () => {
    const adopt = vi.fn();
    function Tick() {
      const ref = useRef<HTMLInputElement>(null);
      useAdoptedValue(ref, true, adopt);
      return <input ref={ref} type="checkbox" aria-label="Tick" checked onChange={() => {}} />;
    }
    const page = prerender(<Tick />);
    setBeforeHydration(screen.getByRole('checkbox', { name: 'Tick' }), false);
    await page.hydrate();
    expect(adopt).toHaveBeenCalledExactlyOnceWith(false);
  });
});
