import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TrusteeCard } from './TrusteeCard.tsx';

const trustee = {
  name: 'Dr Amara Okafor',
  jobTitle: 'Chair of Trustees',
  bio: 'A public health physician with twenty years in primary care across West Africa.',
  quote: 'Access to health is a matter of justice, not charity.',
};

describe('TrusteeCard', () => {
  it('is an article named by the trustee, with the name as a level 3 heading', () => {
    render(<TrusteeCard {...trustee} />);
    expect(screen.getByRole('article', { name: 'Dr Amara Okafor' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Dr Amara Okafor' })).toBeInTheDocument();
  });

  it('takes another heading level', () => {
    render(<TrusteeCard {...trustee} headingLevel={4} />);
    expect(screen.getByRole('heading', { level: 4 })).toHaveTextContent('Dr Amara Okafor');
  });

  it('shows the role and the biography', () => {
    render(<TrusteeCard {...trustee} />);
    expect(screen.getByText('Chair of Trustees')).toBeInTheDocument();
    expect(screen.getByText(/twenty years in primary care/)).toBeInTheDocument();
  });

  it('quotes the trustee in a blockquote inside a figure, attributed to them', () => {
    render(<TrusteeCard {...trustee} />);
    const figure = screen.getByRole('figure');
    const quote = figure.querySelector('blockquote');
    expect(quote).toHaveTextContent('Access to health is a matter of justice, not charity.');
    const caption = figure.querySelector('figcaption');
    expect(caption).toHaveTextContent('— Dr Amara Okafor');
    // The figure is named by its caption; the dash is not read.
    expect(caption?.querySelector('[aria-hidden="true"]')).toHaveTextContent('—');
  });

  it('has no quotation without a quote', () => {
    render(<TrusteeCard {...trustee} quote={undefined} />);
    expect(screen.queryByRole('figure')).toBeNull();
  });

  it('shows decorative initials without a photo', () => {
    render(<TrusteeCard {...trustee} />);
    expect(screen.getByText('AO')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('shows the photo instead of initials when given one', () => {
    render(
      <TrusteeCard
        {...trustee}
        photo={{ src: '/trustees/okafor.jpg', alt: 'Amara Okafor smiling', width: 160 }}
      />,
    );
    const photo = screen.getByRole('img', { name: 'Amara Okafor smiling' });
    expect(photo).toHaveAttribute('src', '/trustees/okafor.jpg');
    expect(photo).toHaveAttribute('loading', 'lazy');
    expect(screen.queryByText('AO')).toBeNull();
  });

  it('passes attributes and classes to the root', () => {
    const { container } = render(<TrusteeCard {...trustee} id="chair" className="extra" />);
    expect(container.firstElementChild).toHaveAttribute('id', 'chair');
    expect(container.firstElementChild?.className).toMatch(/\bextra\b/);
  });
});
