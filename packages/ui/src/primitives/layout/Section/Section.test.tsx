import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { onDarkSurface } from '../../../css/focusRing.css.ts';
import { Section, sectionTones } from './Section.tsx';

describe('Section', () => {
  it('is a region named by its heading, an h2 by default', () => {
    render(
      <Section heading="Why It Matters" intro="A family displaced by conflict.">
        <p>Healthcare Access</p>
      </Section>,
    );
    const region = screen.getByRole('region', { name: 'Why It Matters' });
    expect(region.tagName).toBe('SECTION');
    expect(within(region).getByRole('heading', { level: 2 })).toHaveAttribute(
      'id',
      region.getAttribute('aria-labelledby'),
    );
    expect(within(region).getByText('A family displaced by conflict.').tagName).toBe('P');
    expect(within(region).getByText('Healthcare Access')).toBeInTheDocument();
  });

  it('takes the heading level the page outline needs', () => {
    render(<Section heading="Due Diligence" headingLevel={3} />);
    expect(screen.getByRole('heading', { level: 3, name: 'Due Diligence' })).toBeInTheDocument();
  });

  it('gives each of two sections its own name', () => {
    render(
      <>
        <Section heading="Our Vision" />
        <Section heading="What We Fund" />
      </>,
    );
    const ids = screen
      .getAllByRole('region')
      .map((region) => region.getAttribute('aria-labelledby'));
    expect(new Set(ids).size).toBe(2);
    expect(screen.getByRole('region', { name: 'Our Vision' })).not.toBe(
      screen.getByRole('region', { name: 'What We Fund' }),
    );
  });

  it.each(sectionTones)('marks the %s tone, switching focus rings on dark ones', (tone) => {
    render(<Section heading="Our Impact" tone={tone} />);
    const region = screen.getByRole('region', { name: 'Our Impact' });
    expect(region).toHaveAttribute('data-tone', tone);
    if (tone === 'brand' || tone === 'inverse') expect(region).toHaveClass(onDarkSurface);
    else expect(region).not.toHaveClass(onDarkSurface);
  });

  it('sets the width of its content', () => {
    render(<Section heading="Our Impact" width="narrow" />);
    const region = screen.getByRole('region', { name: 'Our Impact' });
    expect(region.firstElementChild).toHaveAttribute('data-width', 'narrow');
  });
});
