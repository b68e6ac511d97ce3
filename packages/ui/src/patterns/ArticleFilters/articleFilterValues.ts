import type { SelectOption } from '../../components/forms/Select/Select.tsx';

/** What the reader searches and filters by; an empty string matches everything. */
export interface ArticleFilterValues {
  query: string;
  category: string;
  region: string;
  programmeArea: string;
}

export type ArticleFilterField = keyof ArticleFilterValues;

/** No search text, every category, region and programme area. */
export const noArticleFilters: ArticleFilterValues = {
  query: '',
  category: '',
  region: '',
  programmeArea: '',
};

/** The form's field names, which become the address's search parameters. */
export const defaultArticleFilterParams: Record<ArticleFilterField, string> = {
  query: 'q',
  category: 'category',
  region: 'region',
  programmeArea: 'programme',
};

/** Whether any filter narrows the list (outer spaces in the search text do not count). */
export function hasActiveArticleFilter(values: ArticleFilterValues): boolean {
  return (
    values.query.trim() !== '' ||
    values.category !== '' ||
    values.region !== '' ||
    values.programmeArea !== ''
  );
}

export function sameFilters(a: ArticleFilterValues, b: ArticleFilterValues): boolean {
  return (
    a.query === b.query &&
    a.category === b.category &&
    a.region === b.region &&
    a.programmeArea === b.programmeArea
  );
}

/** 'All …' first (empty value), then the choices, and the current value even if the list lacks it. */
export function filterOptions(
  values: readonly string[],
  allLabel: string,
  current: string,
): SelectOption[] {
  const shown = current === '' || values.includes(current) ? values : [...values, current];
  return [{ value: '', label: allLabel }, ...shown.map((value) => ({ value, label: value }))];
}
