import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StatBlock } from './StatBlock.tsx';

describe('StatBlock', () => {
  it('reads figure and label as one sentence', () => {
    const { container } = render(
      <StatBlock value="85%" label="of every donation goes to health programmes" />,
    );
    expect(screen.getByText('85% of every donation goes to health programmes')).toBeInTheDocument();
    // The two lines on screen are hidden from assistive technology, so nothing is read twice.
    const shown = screen.getByText('85%').closest('[aria-hidden="true"]');
    expect(shown).toHaveTextContent('85%of every donation goes to health programmes');
    expect(container.firstElementChild?.tagName).toBe('P');
  });

  it('keeps rich content in both the shown and the spoken text', () => {
    render(<StatBlock value={<>1&nbsp;million+</>} label="people supported" />);
    expect(screen.getByText('1 million+ people supported')).toBeInTheDocument();
  });

  it('marks its tone and gives each alignment its own class', () => {
    const { container, rerender } = render(<StatBlock value="12" label="countries" />);
    const root = container.firstElementChild;
    expect(root).toHaveAttribute('data-tone', 'default');
    const startClass = root?.className;
    rerender(<StatBlock value="12" label="countries" align="center" tone="inverse" />);
    expect(root).toHaveAttribute('data-tone', 'inverse');
    expect(root?.className).not.toBe(startClass);
  });

  it('passes attributes and classes to the root', () => {
    const { container } = render(
      <StatBlock value="12" label="countries" id="countries" className="extra" />,
    );
    expect(container.firstElementChild).toHaveAttribute('id', 'countries');
    expect(container.firstElementChild?.className).toMatch(/\bextra\b/);
  });
});
