import { render, screen, within } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { Inline, inlineAlignments, inlineVerticalAlignments } from './Inline.tsx';

describe('Inline', () => {
  it('renders its children straight inside a div by default', () => {
    render(
      <Inline space="sm" data-testid="inline">
        <span>Malaria</span>
        <span>Maternal health</span>
      </Inline>,
    );
    const inline = screen.getByTestId('inline');
    expect(inline.tagName).toBe('DIV');
    expect([...inline.children].map((child) => child.tagName)).toEqual(['SPAN', 'SPAN']);
  });

  it.each(['ul', 'ol'] as const)('as %s, wraps each child in a list item', (element) => {
    render(
      <Inline as={element} space="sm" aria-label="Topics">
        <a href="#malaria">Malaria</a>
        {false}
        <>
          <a href="#maternal">Maternal health</a>
          <a href="#water">Clean water</a>
        </>
      </Inline>,
    );
    const list = screen.getByRole('list', { name: 'Topics' });
    expect(list.tagName).toBe(element.toUpperCase());
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect([...list.children].every((child) => child.tagName === 'LI')).toBe(true);
  });

  it('gives each alignment its own class', () => {
    render(
      <>
        {inlineAlignments.map((align) =>
          inlineVerticalAlignments.map((alignY) => (
            <Inline key={align + alignY} space="sm" align={align} alignY={alignY} role="group" />
          )),
        )}
      </>,
    );
    const classNames = screen.getAllByRole('group').map((group) => group.className);
    expect(new Set(classNames).size).toBe(
      inlineAlignments.length * inlineVerticalAlignments.length,
    );
  });

  it('marks the breakpoint it collapses below, with a class for each', () => {
    render(
      <>
        <Inline space="sm" data-testid="row" />
        <Inline space="sm" collapseBelow="tablet" data-testid="tablet" />
        <Inline space="sm" collapseBelow="desktop" data-testid="desktop" />
      </>,
    );
    expect(screen.getByTestId('row')).not.toHaveAttribute('data-collapse-below');
    expect(screen.getByTestId('tablet')).toHaveAttribute('data-collapse-below', 'tablet');
    expect(screen.getByTestId('desktop')).toHaveAttribute('data-collapse-below', 'desktop');
    const classNames = ['row', 'tablet', 'desktop'].map((id) => screen.getByTestId(id).className);
    expect(new Set(classNames).size).toBe(3);
  });

  it('passes other props and its ref to the element', () => {
    const ref = createRef<HTMLElement>();
    render(<Inline as="nav" space="sm" ref={ref} aria-label="Footer" className="custom" />);
    const nav = screen.getByRole('navigation', { name: 'Footer' });
    expect(ref.current).toBe(nav);
    expect(nav).toHaveClass('custom');
  });
});
