import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  ArticleFilters,
  hasActiveArticleFilter,
  noArticleFilters,
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
