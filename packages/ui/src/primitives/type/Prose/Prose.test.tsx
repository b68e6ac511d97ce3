import { render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { Prose, proseElements } from './Prose.tsx';

describe('Prose', () => {
  it('renders its plain elements inside a div by default', () => {
    const { container } = render(
      <Prose>
        <h2>1. Policy Statement</h2>
        <p>
          See our <a href="/safeguarding">Safeguarding Policy</a>.
        </p>
      </Prose>,
    );
    const root = container.firstElementChild as HTMLElement;
    expect(root.tagName).toBe('DIV');
    expect(
      screen.getByRole('heading', { level: 2, name: '1. Policy Statement' }).parentElement,
    ).toBe(root);
    expect(screen.getByRole('link', { name: 'Safeguarding Policy' })).toHaveAttribute(
      'href',
      '/safeguarding',
    );
  });

  it.each(proseElements)('renders as %s when asked', (element) => {
    const { container } = render(<Prose as={element}>Text</Prose>);
    expect(container.firstElementChild?.tagName).toBe(element.toUpperCase());
  });

  it('passes attributes, className and ref to its element', () => {
    const ref = createRef<HTMLElement>();
    render(
      <Prose as="article" aria-label="Cookie Policy" className="policy" ref={ref}>
        <p>We use essential cookies only.</p>
      </Prose>,
    );
    const article = screen.getByRole('article', { name: 'Cookie Policy' });
    expect(article).toHaveClass('policy');
    // Its own class is kept alongside the one given.
    expect(article.classList.length).toBeGreaterThan(1);
    expect(ref.current).toBe(article);
  });
});
