import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Heading, headingLevels, headingSizeForLevel } from './Heading.tsx';

describe('Heading', () => {
  it.each(headingLevels)('renders level %i as an h%i', (level) => {
    render(<Heading level={level}>Our Impact</Heading>);
    const heading = screen.getByRole('heading', { level, name: 'Our Impact' });
    expect(heading.tagName).toBe(`H${level}`);
  });

  it('keeps the level when the size is changed', () => {
    render(
      <Heading level={2} size="display">
        Partner With Us
      </Heading>,
    );
    const heading = screen.getByRole('heading', { level: 2, name: 'Partner With Us' });
    expect(heading).toHaveAttribute('data-size', 'display');
  });

  it('takes its size from the level unless told otherwise', () => {
    render(
      <>
        <Heading level={2}>Level two</Heading>
        <Heading level={4} size={headingSizeForLevel[2]}>
          Level four, sized as two
        </Heading>
        <Heading level={4}>Level four</Heading>
      </>,
    );
    const classOf = (name: string) => screen.getByRole('heading', { name }).className;
    expect(screen.getByRole('heading', { name: 'Level two' })).toHaveAttribute(
      'data-size',
      headingSizeForLevel[2],
    );
    expect(classOf('Level two')).toBe(classOf('Level four, sized as two'));
    expect(classOf('Level four')).not.toBe(classOf('Level two'));
  });

  it('passes id through so a region can be labelled by it', () => {
    render(
      <section aria-labelledby="impact-heading">
        <Heading level={2} id="impact-heading">
          Our Impact
        </Heading>
      </section>,
    );
    expect(screen.getByRole('region', { name: 'Our Impact' })).toBeInTheDocument();
  });

  it('gives tones and alignments their own classes, and merges className', () => {
    render(
      <>
        <Heading level={3} tone="brand">
          Brand
        </Heading>
        <Heading level={3} tone="inverse">
          Inverse
        </Heading>
        <Heading level={3} align="center" className="extra">
          Centred
        </Heading>
      </>,
    );
    const classOf = (name: string) => screen.getByRole('heading', { name }).className;
    expect(classOf('Brand')).not.toBe(classOf('Inverse'));
    expect(screen.getByRole('heading', { name: 'Centred' })).toHaveClass('extra');
  });
});
