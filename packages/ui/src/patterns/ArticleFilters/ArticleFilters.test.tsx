import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { prerender, setBeforeHydration } from '../../../test/prerendered.tsx';
import { LocaleProvider } from '../../i18n/LocaleProvider.tsx';
import { fr } from '../../i18n/locales/fr.ts';
import {
  ArticleFilters,
  hasActiveArticleFilter,
  noArticleFilters,
  type ArticleFilterValues,
  type ArticleFiltersProps,
} from './ArticleFilters.tsx';

const lists = {
  categories: ['Governance', 'Healthcare Access'],
  regions: ['Africa', 'South Asia'],
  programmeAreas: ['Emergency Relief', 'Healthcare Access'],
};

function renderFilters(props: Partial<ArticleFiltersProps> = {}) {
  return render(<ArticleFilters action="/blog" values={noArticleFilters} {...lists} {...props} />);
}

describe('ArticleFilters', () => {
  it('is a GET search form to the listing, with named fields that become the address', () => {
    renderFilters();
    const form = screen.getByRole('search', { name: 'Search and filter articles' });
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/blog');
    expect(screen.getByRole('searchbox', { name: 'Search articles' })).toHaveAttribute('name', 'q');
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveAttribute('name', 'category');
    expect(screen.getByRole('combobox', { name: 'Region' })).toHaveAttribute('name', 'region');
    expect(screen.getByRole('combobox', { name: 'Programme area' })).toHaveAttribute(
      'name',
      'programme',
    );
    expect(screen.getByRole('button', { name: 'Filter' })).toHaveAttribute('type', 'submit');
    expect(screen.queryByRole('link', { name: 'Clear filters' })).toBeNull();
  });

  it("offers 'All …' first, then the choices, and keeps an unknown current value", () => {
    renderFilters({ values: { ...noArticleFilters, region: 'Antarctica' } });
    const region = screen.getByRole('combobox', { name: 'Region' });
    expect([...region.querySelectorAll('option')].map((o) => o.textContent)).toEqual([
      'All regions',
      'Africa',
      'South Asia',
      'Antarctica',
    ]);
    expect(region).toHaveValue('Antarctica');
  });

  it('applies the trimmed text on submit, and a drop-down at once, in place', async () => {
    const onApply = vi.fn();
    renderFilters({ onApply });
    await userEvent.type(screen.getByRole('searchbox'), '  clinic ');
    expect(onApply).not.toHaveBeenCalled();
    const submitted = fireEvent.submit(screen.getByRole('search'));
    // Cancelled: the page filters in place rather than reloading.
    expect(submitted).toBe(false);
    expect(onApply).toHaveBeenLastCalledWith({ ...noArticleFilters, query: 'clinic' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Region' }), 'Africa');
    expect(onApply).toHaveBeenLastCalledWith({
      ...noArticleFilters,
      query: 'clinic',
      region: 'Africa',
    });
  });

  it('submits normally without onApply', () => {
    renderFilters();
    expect(fireEvent.submit(screen.getByRole('search'))).toBe(true);
  });

  it('follows the filters in force when they change (Back), and clears them to the search box', async () => {
    const onApply = vi.fn();
    const { rerender } = renderFilters({ onApply });
    const active = { ...noArticleFilters, query: 'water', category: 'Governance' };
    rerender(<ArticleFilters action="/blog" values={active} {...lists} onApply={onApply} />);
    expect(screen.getByRole('searchbox')).toHaveValue('water');
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveValue('Governance');
    const clear = screen.getByRole('link', { name: 'Clear filters' });
    expect(clear).toHaveAttribute('href', '/blog');
    await userEvent.click(clear);
    expect(onApply).toHaveBeenLastCalledWith(noArticleFilters);
    expect(screen.getByRole('searchbox')).toHaveFocus();
    expect(screen.getByRole('searchbox')).toHaveValue('');
  });

  it('counts only real filters as active', () => {
    expect(hasActiveArticleFilter(noArticleFilters)).toBe(false);
    expect(hasActiveArticleFilter({ ...noArticleFilters, query: '   ' })).toBe(false);
    expect(hasActiveArticleFilter({ ...noArticleFilters, query: 'x' })).toBe(true);
    expect(hasActiveArticleFilter({ ...noArticleFilters, programmeArea: 'x' })).toBe(true);
  });
});

describe('ArticleFilters, prerendered and hydrated later', () => {
  /** The blog's island: the page owns the filters in force and filters in place. */
  function Page({ onApply }: { onApply: (values: ArticleFilterValues) => void }) {
    const [values, setValues] = useState(noArticleFilters);
    return (
      <ArticleFilters
        action="/blog"
        values={values}
        {...lists}
        onApply={(next) => {
          onApply(next);
          setValues(next);
        }}
      />
    );
  }
  const search = () => screen.getByRole('searchbox', { name: 'Search articles' });
  const category = () => screen.getByRole('combobox', { name: 'Category' });
  const region = () => screen.getByRole('combobox', { name: 'Region' });

  it('keeps text typed before it hydrated in the box, and Filter applies it', async () => {
    const onApply = vi.fn();
    const page = prerender(<Page onApply={onApply} />);
    setBeforeHydration(search(), 'clinic');
    await page.hydrate();
    expect(search()).toHaveValue('clinic');
    // Text waits for Enter or Filter, as it does after hydrating.
    expect(onApply).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Filter' }));
    expect(onApply).toHaveBeenCalledExactlyOnceWith({ ...noArticleFilters, query: 'clinic' });
    expect(search()).toHaveValue('clinic');
  });

  it('applies drop-downs chosen before it hydrated at once, with the text typed', async () => {
    const onApply = vi.fn();
    const page = prerender(<Page onApply={onApply} />);
    setBeforeHydration(search(), ' clinic ');
    setBeforeHydration(region(), 'Africa');
    setBeforeHydration(category(), 'Governance');
    await page.hydrate();
    expect(onApply).toHaveBeenCalledExactlyOnceWith({
      query: 'clinic',
      category: 'Governance',
      region: 'Africa',
      programmeArea: '',
    });
    expect(search()).toHaveValue('clinic');
    expect(category()).toHaveValue('Governance');
    expect(region()).toHaveValue('Africa');
    expect(screen.getByRole('link', { name: 'Clear filters' })).toBeVisible();
  });

  it('keeps what was set before it hydrated without onApply, for the form to send', async () => {
    const page = prerender(<ArticleFilters action="/blog" values={noArticleFilters} {...lists} />);
    setBeforeHydration(region(), 'South Asia');
    setBeforeHydration(search(), 'water');
    await page.hydrate();
    // Typing re-renders the form: nothing set before is wiped back to the prerendered values.
    await userEvent.type(search(), ' pumps');
    expect(search()).toHaveValue('water pumps');
    expect(region()).toHaveValue('South Asia');
  });
});

describe('ArticleFilters in other languages', () => {
  it('labels its form, fields, choices and buttons in French', () => {
    render(
      <LocaleProvider locale={fr}>
        <ArticleFilters
          action="/blog"
          values={{ ...noArticleFilters, region: 'Africa' }}
          {...lists}
        />
      </LocaleProvider>,
    );
    expect(
      screen.getByRole('search', { name: 'Rechercher et filtrer les articles' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Rechercher des articles' })).toBeInTheDocument();
    const firstChoice = (name: string) =>
      screen.getByRole('combobox', { name }).querySelector('option')?.textContent;
    expect(firstChoice('Catégorie')).toBe('Toutes les catégories');
    expect(firstChoice('Région')).toBe('Toutes les régions');
    expect(firstChoice('Domaine d’intervention')).toBe('Tous les domaines d’intervention');
    expect(screen.getByRole('button', { name: 'Filtrer' })).toHaveAttribute('type', 'submit');
    expect(screen.getByRole('link', { name: 'Effacer les filtres' })).toHaveAttribute(
      'href',
      '/blog',
    );
  });

  it('still takes its words as props over the locale', () => {
    render(
      <LocaleProvider locale={fr}>
        <ArticleFilters
          action="/blog"
          values={noArticleFilters}
          {...lists}
          formLabel="Filtres du blog"
          regionLabel="Pays"
          allRegionsLabel="Tous les pays"
          filterLabel="Appliquer"
        />
      </LocaleProvider>,
    );
    expect(screen.getByRole('search', { name: 'Filtres du blog' })).toBeInTheDocument();
    expect(
      screen.getByRole('combobox', { name: 'Pays' }).querySelector('option'),
    ).toHaveTextContent('Tous les pays');
    expect(screen.getByRole('button', { name: 'Appliquer' })).toBeInTheDocument();
    // Words not given stay French.
    expect(screen.getByRole('combobox', { name: 'Catégorie' })).toBeInTheDocument();
  });
});
