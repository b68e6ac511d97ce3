import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Dialog } from '../components/dialogs/Dialog/Dialog.tsx';
import { ar } from './locales/ar.ts';
import { fr } from './locales/fr.ts';
import { pseudo } from './locales/pseudo.ts';
import { createFormatter, useFormatter } from './formatter.ts';
import { LocaleProvider, useLocale } from './LocaleProvider.tsx';
import { useMessageFormat } from './messageFormat.ts';
import { uk } from './locales/uk.ts';

function Probe() {
  const { code, direction, name } = useLocale();
  const format = useFormatter();
  return (
    <p>{`${code} ${direction} ${name}: ${format.date('2025-09-30')}; ${format.number(1234.5)}`}</p>
  );
}

describe('LocaleProvider', () => {
  it('is British English without a provider', () => {
    render(<Probe />);
    expect(screen.getByText('en-GB ltr English: 30 September 2025; 1,234.5')).toBeInTheDocument();
  });

  it("gives the components the locale's words, dates and numbers", () => {
    render(
      <LocaleProvider locale={fr}>
        <Probe />
        <Dialog open title="Titre">
          Contenu
        </Dialog>
      </LocaleProvider>,
    );
    expect(screen.getByText('fr ltr Français: 30 septembre 2025; 1 234,5')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Fermer' })).toBeInTheDocument();
  });

  it('lets a prop win over the built-in word', () => {
    render(
      <LocaleProvider locale={fr}>
        <Dialog open title="Titre" closeLabel="Fermer la fenêtre">
          Contenu
        </Dialog>
      </LocaleProvider>,
    );
    expect(screen.getByRole('button', { name: 'Fermer la fenêtre' })).toBeInTheDocument();
  });

  it("marks the components with the locale's language and direction", () => {
    const { container } = render(
      <LocaleProvider locale={ar}>
        <Probe />
      </LocaleProvider>,
    );
    const scope = container.firstElementChild as HTMLElement;
    expect(scope.lang).toBe('ar');
    expect(scope.dir).toBe('rtl');
    expect(screen.getByText(/^ar rtl العربية: .*سبتمبر/)).toBeInTheDocument();
  });

  it('takes a direction given by the page, and can leave the marking to the page', () => {
    const { container } = render(
      <LocaleProvider locale={ar} dir="ltr" marksLanguage={false}>
        <Probe />
      </LocaleProvider>,
    );
    expect(container.firstElementChild?.tagName).toBe('P');
    expect(screen.getByText(/^ar ltr/)).toBeInTheDocument();
  });

  it('speaks pseudo-long: every built-in word lengthened and bracketed', () => {
    render(
      <LocaleProvider locale={pseudo}>
        <Dialog open title="Title">
          Body
        </Dialog>
      </LocaleProvider>,
    );
    expect(screen.getByRole('button', { name: /^\[Çļöšé .+\]$/ })).toBeInTheDocument();
  });
});

function Count({ count }: { count: number }) {
  const formatMessage = useMessageFormat();
  return (
    <p>
      {formatMessage('{count, plural, one {# мова} few {# мови} many {# мов} other {# мови}}', {
        count,
      })}
    </p>
  );
}

describe('useMessageFormat', () => {
  it("fills a message by the provider's locale, plurals included", () => {
    render(
      <LocaleProvider locale={uk}>
        <Count count={1} />
        <Count count={3} />
        <Count count={5} />
      </LocaleProvider>,
    );
    expect(screen.getAllByText(/^\d+ мов/).map((element) => element.textContent)).toEqual([
      '1 мова',
      '3 мови',
      '5 мов',
    ]);
  });
});

describe('createFormatter', () => {
  it('formats dates in the locale, and passes text that is not a date through', () => {
    expect(createFormatter('uk').date('2025-09-30')).toBe('30 вересня 2025 р.');
    expect(createFormatter('es').date('2025-09-30')).toBe('30 de septiembre de 2025');
    expect(createFormatter('en-GB').date('Spring 2024')).toBe('Spring 2024');
    expect(createFormatter('pt').date(new Date(Date.UTC(2025, 8, 30)), { month: 'long' })).toBe(
      'setembro',
    );
  });
});
