import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AuthorCard, getInitials, InitialsAvatar } from './AuthorCard.tsx';

describe('getInitials', () => {
  it('takes the first letters of the first and last names', () => {
    expect(getInitials('Amara Okafor')).toBe('AO');
    expect(getInitials('Ludwig van Beethoven')).toBe('LB');
  });

  it('leaves out titles, with or without a full stop, in any case', () => {
    expect(getInitials('Dr Amara Okafor')).toBe('AO');
    expect(getInitials('Prof. Rahul Mehta')).toBe('RM');
    expect(getInitials('DR amara okafor')).toBe('AO');
    expect(getInitials('The Rt Hon Lady Jane Smith')).toBe('JS');
  });

  it('gives one initial for one name', () => {
    expect(getInitials('Amara')).toBe('A');
    expect(getInitials('Dr Okafor')).toBe('O');
  });

  it('ignores extra spaces, tabs and line breaks', () => {
    expect(getInitials('   Amara    Okafor  ')).toBe('AO');
    expect(getInitials('Amara\t\nOkafor')).toBe('AO');
  });

  it('capitalises lower-case names', () => {
    expect(getInitials('amara okafor')).toBe('AO');
    expect(getInitials('élodie durand')).toBe('ÉD');
  });

  it('skips punctuation at the start of a word, and words of punctuation alone', () => {
    expect(getInitials('Amara “Mimi” Okafor')).toBe('AO');
    expect(getInitials('Amara - Okafor')).toBe('AO');
    expect(getInitials('(Amara) Okafor')).toBe('AO');
  });

  it('keeps a name that is only a title rather than giving nothing', () => {
    expect(getInitials('Dr')).toBe('D');
  });

  it('gives nothing for an empty or blank name', () => {
    expect(getInitials('')).toBe('');
    expect(getInitials('   ')).toBe('');
  });

  it('works for scripts without capitals and outside the basic plane', () => {
    expect(getInitials('فاطمة الزهراء')).toBe('فا');
    expect(getInitials('𝒜mara Okafor')).toBe('𝒜O');
  });
});

describe('InitialsAvatar', () => {
  it('shows the initials and is hidden from assistive technology', () => {
    const { container } = render(<InitialsAvatar name="Dr Amara Okafor" size="large" />);
    const avatar = container.firstElementChild;
    expect(avatar).toHaveTextContent('AO');
    expect(avatar).toHaveAttribute('aria-hidden', 'true');
    expect(avatar).toHaveAttribute('data-size', 'large');
  });
});

describe('AuthorCard', () => {
  it('gives the name as a heading, level 2 by default, and not the initials', () => {
    render(<AuthorCard name="Dr Amara Okafor" jobTitle="Director of Programmes" />);
    const heading = screen.getByRole('heading', { level: 2, name: 'Dr Amara Okafor' });
    expect(heading).toBeInTheDocument();
    // The avatar's letters are not in the accessible text.
    expect(screen.getByText('AO')).toHaveAttribute('aria-hidden', 'true');
  });

  it('takes another heading level', () => {
    render(<AuthorCard name="Dr Amara Okafor" headingLevel={3} />);
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent('Dr Amara Okafor');
  });

  it('shows the label, role and bio when given, in that order around the name', () => {
    const { container } = render(
      <AuthorCard
        name="Dr Amara Okafor"
        label="About the author"
        jobTitle="Director of Programmes"
        bio="Amara leads our grant-making in East Africa."
      />,
    );
    expect(container.textContent).toBe(
      'AO' +
        'About the author' +
        'Dr Amara Okafor' +
        'Director of Programmes' +
        'Amara leads our grant-making in East Africa.',
    );
  });

  it('leaves out what it was not given', () => {
    const { container } = render(<AuthorCard name="Amara Okafor" />);
    expect(container.querySelectorAll('p')).toHaveLength(0);
  });

  it('passes attributes and classes to the root', () => {
    const { container } = render(<AuthorCard name="Amara Okafor" id="author" className="extra" />);
    expect(container.firstElementChild).toHaveAttribute('id', 'author');
    expect(container.firstElementChild?.className).toMatch(/\bextra\b/);
  });
});
