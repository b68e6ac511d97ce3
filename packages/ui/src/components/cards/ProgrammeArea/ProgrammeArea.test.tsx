import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LocaleProvider } from '../../../i18n/LocaleProvider.tsx';
import { fr } from '../../../i18n/locales/fr.ts';
import { uk } from '../../../i18n/locales/uk.ts';
import {
  defaultImageSide,
  ProgrammeArea,
  toRomanNumeral,
  type ProgrammeAreaProps,
} from './ProgrammeArea.tsx';

const area: ProgrammeAreaProps = {
  number: 1,
  title: 'Healthcare Access',
  description: 'Primary care and essential medicines where there are none.',
  outcomes: ['Mobile clinics reaching remote villages', 'Maternal health services'],
  image: { src: '/images/clinic.jpg', alt: 'A mobile clinic at dawn' },
};

describe('toRomanNumeral', () => {
  it('writes the five programme areas as I to V', () => {
    expect([1, 2, 3, 4, 5].map(toRomanNumeral)).toEqual(['I', 'II', 'III', 'IV', 'V']);
  });

  it('uses the subtractive forms', () => {
    expect(toRomanNumeral(9)).toBe('IX');
    expect(toRomanNumeral(14)).toBe('XIV');
    expect(toRomanNumeral(40)).toBe('XL');
    expect(toRomanNumeral(1994)).toBe('MCMXCIV');
    expect(toRomanNumeral(3999)).toBe('MMMCMXCIX');
  });

  it('leaves numbers Roman numerals cannot write as digits', () => {
    expect(toRomanNumeral(0)).toBe('0');
    expect(toRomanNumeral(-2)).toBe('-2');
    expect(toRomanNumeral(2.5)).toBe('2.5');
    expect(toRomanNumeral(4000)).toBe('4000');
  });
});

describe('defaultImageSide', () => {
  it('puts odd areas’ pictures at the end and even ones at the start', () => {
    expect([1, 2, 3, 4, 5].map(defaultImageSide)).toEqual(['end', 'start', 'end', 'start', 'end']);
  });
});

describe('ProgrammeArea', () => {
  it('is an article named "Programme area 1: Healthcare Access", with that heading at level 3', () => {
    render(<ProgrammeArea {...area} />);
    expect(
      screen.getByRole('article', { name: 'Programme area 1: Healthcare Access' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 3, name: 'Programme area 1: Healthcare Access' }),
    ).toBeInTheDocument();
  });

  it('shows the Roman numeral, hidden from screen readers', () => {
    render(<ProgrammeArea {...area} number={4} />);
    const numeral = screen.getByText('IV');
    expect(numeral).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('heading')).toHaveAccessibleName('Programme area 4: Healthcare Access');
  });

  it('takes the announced number in the page language, and another heading level', () => {
    render(<ProgrammeArea {...area} numberLabel="مجال البرنامج 1" headingLevel={2} />);
    expect(screen.getByRole('heading', { level: 2 })).toHaveAccessibleName(
      'مجال البرنامج 1: Healthcare Access',
    );
  });

  it('lists the example outcomes in a named list', () => {
    render(<ProgrammeArea {...area} />);
    const list = screen.getByRole('list', { name: 'Example outcomes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Mobile clinics reaching remote villages', 'Maternal health services']);
  });

  it('has no outcomes list without outcomes', () => {
    render(<ProgrammeArea {...area} outcomes={[]} />);
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.queryByText('Example outcomes')).toBeNull();
  });

  it('shows the picture, lazily, after the text in reading order', () => {
    render(<ProgrammeArea {...area} />);
    const image = screen.getByRole('img', { name: 'A mobile clinic at dawn' });
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(
      screen.getByRole('heading').compareDocumentPosition(image) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it('alternates the picture side by number unless told, and says which', () => {
    const { container, rerender } = render(<ProgrammeArea {...area} number={1} />);
    const root = container.firstElementChild;
    expect(root).toHaveAttribute('data-image-side', 'end');
    rerender(<ProgrammeArea {...area} number={2} />);
    expect(root).toHaveAttribute('data-image-side', 'start');
    rerender(<ProgrammeArea {...area} number={2} imageSide="end" />);
    expect(root).toHaveAttribute('data-image-side', 'end');
  });

  it('passes attributes and classes to the root', () => {
    const { container } = render(<ProgrammeArea {...area} id="area-1" className="extra" />);
    expect(container.firstElementChild).toHaveAttribute('id', 'area-1');
    expect(container.firstElementChild?.className).toMatch(/\bextra\b/);
  });
});

describe('ProgrammeArea in a language', () => {
  it('reads its number and names its outcomes in French', () => {
    render(
      <LocaleProvider locale={fr}>
        <ProgrammeArea {...area} number={3} title="Accès aux soins" />
      </LocaleProvider>,
    );
    expect(screen.getByRole('heading', { level: 3 })).toHaveAccessibleName(
      'Domaine d’action 3: Accès aux soins',
    );
    expect(screen.getByRole('list', { name: 'Exemples de résultats' })).toBeInTheDocument();
  });

  it('lets a prop win over the message', () => {
    render(
      <LocaleProvider locale={uk}>
        <ProgrammeArea {...area} numberLabel="Напрям 1" outcomesLabel="Результати" />
      </LocaleProvider>,
    );
    expect(screen.getByRole('heading')).toHaveAccessibleName('Напрям 1: Healthcare Access');
    expect(screen.getByRole('list', { name: 'Результати' })).toBeInTheDocument();
  });
});
