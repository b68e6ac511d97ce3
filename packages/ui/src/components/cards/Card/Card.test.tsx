import { formatLongDate as formatDate } from '@ghat/forms';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RouterLink } from '../../../../test/RouterLink.tsx';
import { LinkProvider } from '../../../primitives/actions/LinkProvider/LinkProvider.tsx';
import { Card, CardImage } from './Card.tsx';

describe('formatDate', () => {
  it('writes an ISO date the British way', () => {
    expect(formatDate('2024-01-15')).toBe('15 January 2024');
    expect(formatDate('2024-09-01')).toBe('1 September 2024');
  });

  it('keeps the day whatever the time of day in the value', () => {
    expect(formatDate('2024-12-01T23:30:00+05:00')).toBe('1 December 2024');
  });

  it('formats in another language when asked', () => {
    expect(formatDate('2024-01-15', 'fr-FR')).toBe('15 janvier 2024');
  });

  it('gives back what it cannot read rather than "Invalid Date"', () => {
    expect(formatDate('soon')).toBe('soon');
  });
});

describe('CardImage', () => {
  it('loads lazily unless told otherwise, with the alt text given', () => {
    render(<CardImage src="/clinic.jpg" alt="A mobile clinic" />);
    expect(screen.getByRole('img', { name: 'A mobile clinic' })).toHaveAttribute('loading', 'lazy');
  });

  it('can load eagerly, and a decorative picture is hidden from the accessibility tree', () => {
    const { container } = render(<CardImage src="/clinic.jpg" alt="" loading="eager" />);
    const image = container.querySelector('img');
    expect(image).toHaveAttribute('alt', '');
    expect(image).toHaveAttribute('loading', 'eager');
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('marks the ratio it keeps', () => {
    const { container } = render(<CardImage src="/a.jpg" alt="" ratio="square" />);
    expect(container.querySelector('img')).toHaveAttribute('data-ratio', 'square');
  });
});

describe('Card', () => {
  it('renders its title as a heading at the level asked, level 3 by default', () => {
    const { rerender } = render(<Card title="Our Vision">Text</Card>);
    expect(screen.getByRole('heading', { level: 3, name: 'Our Vision' })).toBeInTheDocument();
    rerender(
      <Card title="Our Vision" headingLevel={2}>
        Text
      </Card>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Our Vision' })).toBeInTheDocument();
  });

  it('has no link and is not clickable without href', () => {
    const { container } = render(<Card title="Our Vision">Text</Card>);
    expect(screen.queryByRole('link')).toBeNull();
    expect(container.firstElementChild).not.toHaveAttribute('data-clickable');
  });

  it('with href makes the title the one link, stretched over the card', () => {
    const { container } = render(
      <Card title="Healthcare Access in Crisis Zones" href="/blog/healthcare-access-crisis-zones">
        Summary
      </Card>,
    );
    const link = screen.getByRole('link', { name: 'Healthcare Access in Crisis Zones' });
    expect(link).toHaveAttribute('href', '/blog/healthcare-access-crisis-zones');
    expect(link.closest('h3')).not.toBeNull();
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(container.firstElementChild).toHaveAttribute('data-clickable', 'true');
  });

  it('keeps the link to the title text when stretchLink is off', () => {
    const { container } = render(
      <Card title="Constitution" href="/constitution" stretchLink={false}>
        Text
      </Card>,
    );
    expect(screen.getByRole('link', { name: 'Constitution' })).toBeInTheDocument();
    expect(container.firstElementChild).not.toHaveAttribute('data-clickable');
  });

  it("links through the app's link component", () => {
    render(
      <LinkProvider component={RouterLink}>
        <Card title="Constitution" href="/constitution" />
      </LinkProvider>,
    );
    expect(screen.getByRole('link')).toHaveAttribute('data-router-link');
  });

  it('reads the eyebrow after the title, and the footer last', () => {
    const { container } = render(
      <Card title="Title" eyebrow="Category" footer="Actions">
        Body
      </Card>,
    );
    expect(container.textContent).toBe('TitleCategoryBodyActions');
  });

  it('as an article or section, is named by its title', () => {
    render(
      <Card as="article" title="Trust Constitution">
        Text
      </Card>,
    );
    expect(screen.getByRole('article', { name: 'Trust Constitution' })).toBeInTheDocument();
  });

  it('shows media above the content', () => {
    render(<Card title="Healthcare Access" media={<CardImage src="/a.jpg" alt="A clinic" />} />);
    const image = screen.getByRole('img', { name: 'A clinic' });
    expect(
      image.compareDocumentPosition(screen.getByRole('heading')) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it('marks its tone and passes attributes and classes to the root', () => {
    const { container } = render(
      <Card tone="tint" className="extra" id="vision" as="li">
        Text
      </Card>,
    );
    const root = container.firstElementChild;
    expect(root?.tagName).toBe('LI');
    expect(root).toHaveAttribute('data-tone', 'tint');
    expect(root).toHaveAttribute('id', 'vision');
    expect(root?.className).toMatch(/\bextra\b/);
  });
});
