import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { onDarkSurface } from '../../css/focusRing.css.ts';
import { Hero } from './Hero.tsx';

describe('Hero', () => {
  it('titles the page with an h1 by default, with intro and actions', () => {
    render(
      <Hero
        title="Access to health is justice, not charity"
        intro="85% of every donation goes to health programmes."
        actions={<a href="/donate">Partner With Us</a>}
      />,
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'Access to health is justice, not charity' }),
    ).toBeInTheDocument();
    expect(screen.getByText('85% of every donation goes to health programmes.').tagName).toBe('P');
    expect(screen.getByRole('link', { name: 'Partner With Us' })).toHaveAttribute(
      'href',
      '/donate',
    );
  });

  it('takes another heading level', () => {
    render(<Hero title="Get Involved" headingLevel={2} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Get Involved' })).toBeInTheDocument();
  });

  it('is on the dark brand surface by default, with focus rings for it', () => {
    const { container } = render(<Hero title="Our Impact" />);
    const hero = container.firstElementChild as HTMLElement;
    expect(hero).toHaveAttribute('data-tone', 'brand');
    expect(hero).toHaveClass(onDarkSurface);
  });

  it('on the subtle tone is a light surface without the dark-surface ring', () => {
    const { container } = render(<Hero title="Our Impact" tone="subtle" />);
    const hero = container.firstElementChild as HTMLElement;
    expect(hero).toHaveAttribute('data-tone', 'subtle');
    expect(hero).not.toHaveClass(onDarkSurface);
  });

  it('shows a picture with its alt text and size, loaded at once', () => {
    render(
      <Hero
        title="Partner with us"
        image={{ src: '/clinic.jpg', alt: 'A nurse at a mobile clinic', width: 800, height: 600 }}
      />,
    );
    const image = screen.getByRole('img', { name: 'A nurse at a mobile clinic' });
    expect(image).toHaveAttribute('src', '/clinic.jpg');
    expect(image).toHaveAttribute('width', '800');
    expect(image).toHaveAttribute('loading', 'eager');
  });

  it('hides a decorative picture from assistive technology', () => {
    const { container } = render(
      <Hero title="Partner with us" image={{ src: '/hills.svg', alt: '' }} />,
    );
    expect(screen.queryByRole('img')).toBeNull();
    expect(container.querySelector('img')).toHaveAttribute('alt', '');
  });

  it('leaves out what it is not given', () => {
    const { container } = render(<Hero title="Publications" />);
    expect(container.querySelector('p')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
  });
});
