import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { LocaleProvider } from '../../../i18n/LocaleProvider.tsx';
import { ar } from '../../../i18n/locales/ar.ts';
import { fr } from '../../../i18n/locales/fr.ts';
import { prerender, setBeforeHydration } from '../../../../test/prerendered.tsx';
import { SearchInput } from './SearchInput.tsx';

describe('SearchInput', () => {
  it('is a labelled search box', () => {
    render(<SearchInput label="Search documents" />);
    const input = screen.getByRole('searchbox', { name: 'Search documents' });
    expect(input).toHaveAttribute('type', 'search');
    expect(input).toHaveAttribute('enterkeyhint', 'search');
  });

  it('can keep its label for screen readers only', () => {
    render(<SearchInput label="Search the site" hideLabel />);
    expect(screen.getByRole('searchbox', { name: 'Search the site' })).toBeInTheDocument();
    expect(screen.getByText('Search the site').closest('span')?.className).toMatch(
      /visuallyHidden/,
    );
  });

  it('shows a search icon that assistive technology skips', () => {
    const { container } = render(<SearchInput label="Search" />);
    expect(container.querySelector('svg[data-icon="search"]')).toHaveAttribute(
      'aria-hidden',
      'true',
    );
  });

  it('has no clear button unless asked', async () => {
    render(<SearchInput label="Search" defaultValue="malaria" />);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows the clear button only while there is text; clearing empties and refocuses', async () => {
    const onClear = vi.fn();
    render(<SearchInput label="Search" clearable onClear={onClear} />);
    const input = screen.getByRole('searchbox');
    expect(screen.queryByRole('button', { name: 'Clear search' })).toBeNull();
    await userEvent.type(input, 'safeguarding');
    await userEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(input).toHaveValue('');
    expect(input).toHaveFocus();
    expect(onClear).toHaveBeenCalledOnce();
    expect(screen.queryByRole('button', { name: 'Clear search' })).toBeNull();
  });

  it('works with a value owned by the parent', async () => {
    function Owner() {
      const [query, setQuery] = useState('policy');
      return (
        <>
          <SearchInput
            label="Search"
            clearable
            clearLabel="Effacer"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            onClear={() => setQuery('')}
          />
          <output>{query}</output>
        </>
      );
    }
    render(<Owner />);
    await userEvent.type(screen.getByRole('searchbox'), ' 2024');
    expect(screen.getByRole('status')).toHaveTextContent('policy 2024');
    await userEvent.click(screen.getByRole('button', { name: 'Effacer' }));
    expect(screen.getByRole('searchbox')).toHaveValue('');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('reads the hint with the field', () => {
    render(<SearchInput id="q" label="Search" hint="Search by title or tag" />);
    expect(screen.getByRole('searchbox')).toHaveAttribute('aria-describedby', 'q-hint');
  });
});

describe('SearchInput, prerendered and hydrated later', () => {
  it('takes in text typed before it hydrated: the clear button shows, and clears it', async () => {
    const page = prerender(<SearchInput label="Search" clearable />);
    setBeforeHydration(screen.getByRole('searchbox'), 'malaria');
    await page.hydrate();
    expect(screen.getByRole('searchbox')).toHaveValue('malaria');
    await userEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(screen.getByRole('searchbox')).toHaveValue('');
    expect(screen.getByRole('searchbox')).toHaveFocus();
  });

  it('leaves text owned by the parent to the parent', async () => {
    const onChange = vi.fn();
    const page = prerender(<SearchInput label="Search" value="" onChange={onChange} />);
    setBeforeHydration(screen.getByRole('searchbox'), 'malaria');
    await page.hydrate();
    // No change is made up: a parent that owns the text adopts it with the field's ref.
    expect(onChange).not.toHaveBeenCalled();
  });
});

describe('SearchInput in another language', () => {
  it("names the clear button in the locale's words", () => {
    render(
      <LocaleProvider locale={fr}>
        <SearchInput label="Rechercher" clearable defaultValue="paludisme" />
      </LocaleProvider>,
    );
    expect(screen.getByRole('button', { name: 'Effacer la recherche' })).toBeVisible();
  });

  it('still takes a clear label given as a prop over the locale’s', () => {
    render(
      <LocaleProvider locale={ar}>
        <SearchInput label="بحث" clearable defaultValue="الملاريا" clearLabel="إفراغ" />
      </LocaleProvider>,
    );
    expect(screen.getByRole('button', { name: 'إفراغ' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'مسح البحث' })).toBeNull();
  });
});
