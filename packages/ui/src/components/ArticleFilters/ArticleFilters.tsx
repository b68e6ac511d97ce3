import { clsx } from 'clsx';
import {
  useRef,
  useState,
  type FormEvent,
  type HTMLAttributes,
  type MouseEvent,
  type Ref,
} from 'react';
import { useAdoptedValues } from '../../forms/useAdoptedValues.ts';
import { Button, ButtonLink } from '../Button/Button.tsx';
import { Icon } from '../Icon/Icon.tsx';
import { SearchInput } from '../SearchInput/SearchInput.tsx';
import { Select, type SelectOption } from '../Select/Select.tsx';
import * as styles from './ArticleFilters.css.ts';

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

function sameFilters(a: ArticleFilterValues, b: ArticleFilterValues): boolean {
  return (
    a.query === b.query &&
    a.category === b.category &&
    a.region === b.region &&
    a.programmeArea === b.programmeArea
  );
}

/** 'All …' first (empty value), then the choices, and the current value even if the list lacks it. */
function options(values: readonly string[], allLabel: string, current: string): SelectOption[] {
  const shown = current === '' || values.includes(current) ? values : [...values, current];
  return [{ value: '', label: allLabel }, ...shown.map((value) => ({ value, label: value }))];
}

export interface ArticleFiltersProps extends Omit<
  HTMLAttributes<HTMLFormElement>,
  'onSubmit' | 'action'
> {
  /** The listing's address: the form is a GET form to it, so it also works before scripts run. */
  action: string;
  /** The filters in force (from the address). The fields follow them when they change. */
  values: ArticleFilterValues;
  categories: readonly string[];
  regions: readonly string[];
  programmeAreas: readonly string[];
  /**
   * Applies the filters without leaving the page: on submit (Enter, or the Filter button) and
   * as soon as a drop-down changes, including one chosen before a prerendered form hydrated
   * (once, as it does). Without it the form submits to `action` as usual.
   */
  onApply?: (values: ArticleFilterValues) => void;
  /** The field names, which become the address's search parameters. */
  paramNames?: Record<ArticleFilterField, string>;
  /** Names the form for screen readers. */
  formLabel?: string;
  searchLabel?: string;
  searchPlaceholder?: string;
  searchHint?: string;
  clearSearchLabel?: string;
  categoryLabel?: string;
  allCategoriesLabel?: string;
  regionLabel?: string;
  allRegionsLabel?: string;
  programmeAreaLabel?: string;
  allProgrammeAreasLabel?: string;
  /** The submit button's words. */
  filterLabel?: string;
  /** The link back to the unfiltered list, shown while a filter is in force. */
  clearLabel?: string;
  ref?: Ref<HTMLFormElement>;
}

/**
 * The search box and drop-downs above an article listing: a GET form to the listing, so
 * every filtered list has an address (shareable, Back works). With `onApply` the page
 * filters in place instead of reloading.
 */
export function ArticleFilters({
  action,
  values,
  categories,
  regions,
  programmeAreas,
  onApply,
  paramNames = defaultArticleFilterParams,
  formLabel = 'Search and filter articles',
  searchLabel = 'Search articles',
  searchPlaceholder,
  searchHint,
  clearSearchLabel = 'Clear search',
  categoryLabel = 'Category',
  allCategoriesLabel = 'All categories',
  regionLabel = 'Region',
  allRegionsLabel = 'All regions',
  programmeAreaLabel = 'Programme area',
  allProgrammeAreasLabel = 'All programme areas',
  filterLabel = 'Filter',
  clearLabel = 'Clear filters',
  className,
  ref,
  ...props
}: ArticleFiltersProps) {
  // What the fields show: the filters in force, until the reader edits them. When the filters
  // in force change (Back, a link), the fields follow.
  const [draft, setDraft] = useState(values);
  const [shownValues, setShownValues] = useState(values);
  if (!sameFilters(shownValues, values)) {
    setShownValues(values);
    setDraft(values);
  }
  const searchRef = useRef<HTMLInputElement>(null);
  const categoryRef = useRef<HTMLSelectElement>(null);
  const regionRef = useRef<HTMLSelectElement>(null);
  const programmeAreaRef = useRef<HTMLSelectElement>(null);

  const apply = (next: ArticleFilterValues) => {
    setDraft(next);
    onApply?.({ ...next, query: next.query.trim() });
  };

  // Prerendered, the form may hydrate after the reader has typed or chosen: the fields keep
  // it, and it is treated as if done now. A drop-down applies at once (with any text typed,
  // as a later choice would); text alone waits for Enter or Filter.
  useAdoptedValues(
    {
      query: searchRef,
      category: categoryRef,
      region: regionRef,
      programmeArea: programmeAreaRef,
    },
    draft,
    (adopted) => {
      const next = { ...draft, ...adopted };
      const chosen = Object.keys(adopted).some((field) => field !== 'query');
      if (onApply && chosen) apply(next);
      else setDraft(next);
    },
  );

  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (!onApply) return;
    event.preventDefault();
    apply(draft);
  };

  // A drop-down applies at once when the page filters in place; the text waits for Enter.
  const choose = (field: Exclude<ArticleFilterField, 'query'>, value: string) => {
    const next = { ...draft, [field]: value };
    if (onApply) apply(next);
    else setDraft(next);
  };

  const clear = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!onApply) return;
    event.preventDefault();
    apply(noArticleFilters);
    // The link disappears with the filters; focus goes back to the start of the form.
    searchRef.current?.focus();
  };

  return (
    <form
      ref={ref}
      role="search"
      method="get"
      action={action}
      aria-label={formLabel}
      className={clsx(styles.form, className)}
      onSubmit={submit}
      {...props}
    >
      <SearchInput
        ref={searchRef}
        name={paramNames.query}
        label={searchLabel}
        hint={searchHint}
        placeholder={searchPlaceholder}
        clearable
        clearLabel={clearSearchLabel}
        value={draft.query}
        onChange={(event) => setDraft({ ...draft, query: event.target.value })}
        onClear={() => setDraft({ ...draft, query: '' })}
        className={styles.search}
      />
      <Select
        ref={categoryRef}
        name={paramNames.category}
        label={categoryLabel}
        options={options(categories, allCategoriesLabel, draft.category)}
        value={draft.category}
        onChange={(event) => choose('category', event.target.value)}
        className={styles.select}
      />
      <Select
        ref={regionRef}
        name={paramNames.region}
        label={regionLabel}
        options={options(regions, allRegionsLabel, draft.region)}
        value={draft.region}
        onChange={(event) => choose('region', event.target.value)}
        className={styles.select}
      />
      <Select
        ref={programmeAreaRef}
        name={paramNames.programmeArea}
        label={programmeAreaLabel}
        options={options(programmeAreas, allProgrammeAreasLabel, draft.programmeArea)}
        value={draft.programmeArea}
        onChange={(event) => choose('programmeArea', event.target.value)}
        className={styles.select}
      />
      <div className={styles.actions}>
        <Button type="submit" variant="primary" iconStart={<Icon name="search" />}>
          {filterLabel}
        </Button>
        {hasActiveArticleFilter(values) ? (
          <ButtonLink
            href={action}
            variant="ghost"
            iconStart={<Icon name="close" />}
            onClick={clear}
            className={styles.clear}
          >
            {clearLabel}
          </ButtonLink>
        ) : null}
      </div>
    </form>
  );
}
