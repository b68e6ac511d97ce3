import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { clamped } from './Text.css.ts';
import { Text } from './Text.tsx';

describe('Text', () => {
  it('is a paragraph by default', () => {
    render(<Text>Every donation reaches a clinic.</Text>);
    expect(screen.getByText('Every donation reaches a clinic.').tagName).toBe('P');
  });

  it('renders the element asked for', () => {
    render(
      <>
        <Text as="strong">Important</Text>
        <Text as="label" htmlFor="email">
          Email address
        </Text>
        <input id="email" />
      </>,
    );
    expect(screen.getByText('Important').tagName).toBe('STRONG');
    expect(screen.getByLabelText('Email address')).toBe(screen.getByRole('textbox'));
  });

  it('gives different tones, sizes, weights and alignments different classes', () => {
    render(
      <>
        <Text tone="muted">A</Text>
        <Text tone="error">B</Text>
        <Text size="xs">C</Text>
        <Text size="lg">D</Text>
        <Text weight="bold">E</Text>
        <Text align="end">F</Text>
      </>,
    );
    const classOf = (text: string) => screen.getByText(text).className;
    expect(classOf('A')).not.toBe(classOf('B'));
    expect(classOf('C')).not.toBe(classOf('D'));
    expect(classOf('E')).not.toBe(classOf('F'));
  });

  it('adds a class for the reading measure only when asked', () => {
    render(
      <>
        <Text>Plain</Text>
        <Text measure>Measured</Text>
      </>,
    );
    expect(screen.getByText('Plain').className).not.toBe(screen.getByText('Measured').className);
  });

  it('clamps to maxLines without losing the text', () => {
    render(<Text maxLines={2}>A long story about a clinic in the hills.</Text>);
    const element = screen.getByText('A long story about a clinic in the hills.');
    expect(element).toHaveClass(clamped[2]);
    // A class, not an inline style: a strict style-src Content-Security-Policy holds.
    expect(element).not.toHaveAttribute('style');
  });

  it('does not clamp without maxLines', () => {
    render(<Text>Unclamped</Text>);
    for (const lines of [1, 2, 3, 4] as const) {
      expect(screen.getByText('Unclamped')).not.toHaveClass(clamped[lines]);
    }
  });

  it('merges className and passes props through', () => {
    render(
      <Text className="extra" id="intro" data-testid="intro">
        Intro
      </Text>,
    );
    const element = screen.getByTestId('intro');
    expect(element).toHaveClass('extra');
    expect(element).toHaveAttribute('id', 'intro');
  });
});
