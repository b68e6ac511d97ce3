import { render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { Divider, dividerTones } from './Divider.tsx';

describe('Divider', () => {
  it('is an hr, announced as a separator', () => {
    render(<Divider />);
    expect(screen.getByRole('separator').tagName).toBe('HR');
  });

  it('when decorative, is hidden from assistive technology', () => {
    render(<Divider decorative data-testid="rule" />);
    expect(screen.getByTestId('rule')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('separator')).toBeNull();
  });

  it('is not hidden unless decorative', () => {
    render(<Divider />);
    expect(screen.getByRole('separator')).not.toHaveAttribute('aria-hidden');
  });

  it('marks its tone, and each tone has its own class', () => {
    render(
      <>
        {dividerTones.map((tone) => (
          <Divider key={tone} tone={tone} data-testid={tone} />
        ))}
      </>,
    );
    const classNames = dividerTones.map((tone) => {
      const rule = screen.getByTestId(tone);
      expect(rule).toHaveAttribute('data-tone', tone);
      return rule.className;
    });
    expect(new Set(classNames).size).toBe(dividerTones.length);
  });

  it('gets space above and below as a class, and a class per breakpoint when responsive', () => {
    render(
      <>
        <Divider data-testid="none" />
        <Divider data-testid="lg" space="lg" />
        <Divider data-testid="responsive" space={{ mobile: 'md', desktop: 'xl' }} />
      </>,
    );
    expect(screen.getByTestId('lg').className).not.toBe(screen.getByTestId('none').className);
    expect(screen.getByTestId('responsive').classList.length).toBeGreaterThan(
      screen.getByTestId('lg').classList.length,
    );
  });

  it('passes other props and its ref to the hr', () => {
    const ref = createRef<HTMLHRElement>();
    render(<Divider ref={ref} id="end-of-impact" className="custom" />);
    const rule = screen.getByRole('separator');
    expect(ref.current).toBe(rule);
    expect(rule).toHaveAttribute('id', 'end-of-impact');
    expect(rule).toHaveClass('custom');
  });
});
