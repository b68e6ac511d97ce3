import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CaptionedImage } from './CaptionedImage.tsx';

describe('CaptionedImage', () => {
  it('is a figure named by its caption, holding the picture', () => {
    render(
      <CaptionedImage
        src="/images/clinic.jpg"
        alt="A nurse weighing a baby at a rural clinic"
        caption="Healthcare Access"
      />,
    );
    const figure = screen.getByRole('figure', { name: 'Healthcare Access' });
    const image = screen.getByRole('img', { name: 'A nurse weighing a baby at a rural clinic' });
    expect(figure).toContainElement(image);
    expect(figure.querySelector('figcaption')).toHaveTextContent('Healthcare Access');
  });

  it('loads lazily at a 4:3 ratio unless told otherwise', () => {
    const { rerender } = render(<CaptionedImage src="/a.jpg" alt="A clinic" caption="Caption" />);
    const image = screen.getByRole('img');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('data-ratio', 'landscape');
    rerender(
      <CaptionedImage src="/a.jpg" alt="A clinic" caption="Caption" loading="eager" ratio="wide" />,
    );
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('data-ratio', 'wide');
  });

  it('passes size and responsive sources to the picture', () => {
    render(
      <CaptionedImage
        src="/a-800.jpg"
        srcSet="/a-400.jpg 400w, /a-800.jpg 800w"
        sizes="(min-width: 62em) 33vw, 100vw"
        width={800}
        height={600}
        alt="A clinic"
        caption="Caption"
        imageProps={{ decoding: 'sync' }}
      />,
    );
    const image = screen.getByRole('img');
    expect(image).toHaveAttribute('width', '800');
    expect(image).toHaveAttribute('height', '600');
    expect(image).toHaveAttribute('srcset', '/a-400.jpg 400w, /a-800.jpg 800w');
    expect(image).toHaveAttribute('sizes', '(min-width: 62em) 33vw, 100vw');
    expect(image).toHaveAttribute('decoding', 'sync');
  });

  it('passes attributes and classes to the figure', () => {
    render(
      <CaptionedImage
        src="/a.jpg"
        alt=""
        caption="Ukraine Crisis Response"
        id="ukraine"
        className="extra"
      />,
    );
    const figure = screen.getByRole('figure');
    expect(figure).toHaveAttribute('id', 'ukraine');
    expect(figure.className).toMatch(/\bextra\b/);
  });
});
