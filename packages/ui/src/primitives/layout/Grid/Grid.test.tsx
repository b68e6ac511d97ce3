import { render, screen, within } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { Grid, gridColumnCounts, gridMinItemWidths } from './Grid.tsx';

describe('Grid', () => {
  it('renders its children straight inside a div by default', () => {
    render(
      <Grid space="md" data-testid="grid">
        <article>Kenya</article>
        <article>Malawi</article>
      </Grid>,
    );
    const grid = screen.getByTestId('grid');
    expect(grid.tagName).toBe('DIV');
    expect([...grid.children].map((child) => child.tagName)).toEqual(['ARTICLE', 'ARTICLE']);
  });

  it.each(['ul', 'ol'] as const)('as %s, wraps each child in a list item', (element) => {
    render(
      <Grid as={element} space="md" columns={3} aria-label="Where we work">
        <span>Kenya</span>
        {null}
        <span>Malawi</span>
        <span>Uganda</span>
      </Grid>,
    );
    const list = screen.getByRole('list', { name: 'Where we work' });
    expect(list.tagName).toBe(element.toUpperCase());
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect([...list.children].every((child) => child.tagName === 'LI')).toBe(true);
  });

  it('gives each column count its own class, and one per breakpoint when responsive', () => {
    render(
      <>
        {gridColumnCounts.map((count) => (
          <Grid key={count} space="md" columns={count} role="group" />
        ))}
        <Grid space="md" columns={{ mobile: 1, tablet: 2, desktop: 3 }} data-testid="responsive" />
      </>,
    );
    const classNames = screen.getAllByRole('group').map((group) => group.className);
    expect(new Set(classNames).size).toBe(gridColumnCounts.length);
    expect(screen.getByTestId('responsive').classList.length).toBeGreaterThan(
      screen.getAllByRole('group')[0]?.classList.length ?? 0,
    );
  });

  it('with a minimum item width, uses it instead of a column count', () => {
    render(
      <>
        <Grid space="md" data-testid="columns" />
        {gridMinItemWidths.map((width) => (
          <Grid key={width} space="md" minItemWidth={width} data-testid={width} />
        ))}
      </>,
    );
    const oneColumn = screen.getByTestId('columns').classList;
    for (const width of gridMinItemWidths) {
      const grid = screen.getByTestId(width);
      expect(grid).toHaveAttribute('data-min-item-width', width);
      // None of the column-count classes of the default one-column grid.
      const shared = [...grid.classList].filter((name) => oneColumn.contains(name));
      expect(shared.length).toBeLessThan(oneColumn.length);
    }
    const classNames = gridMinItemWidths.map((width) => screen.getByTestId(width).className);
    expect(new Set(classNames).size).toBe(gridMinItemWidths.length);
  });

  it('passes other props and its ref to the element', () => {
    const ref = createRef<HTMLElement>();
    render(<Grid as="section" space="md" ref={ref} aria-label="Our Partners" className="custom" />);
    const section = screen.getByRole('region', { name: 'Our Partners' });
    expect(ref.current).toBe(section);
    expect(section).toHaveClass('custom');
  });
});
