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
import { useWords } from '../../i18n/LocaleProvider.tsx';
import { articleFilters as articleFiltersWords } from '../../i18n/words/articleFilters.ts';
import { Button, ButtonLink } from '../../primitives/actions/Button/Button.tsx';
import { Icon } from '../../primitives/brand/Icon/Icon.tsx';
import { SearchInput } from '../../components/forms/SearchInput/SearchInput.tsx';
import { Inline } from '../../primitives/layout/Inline/Inline.tsx';
import { Select } from '../../components/forms/Select/Select.tsx';
import { filterRow, filterSearch, filterSelect, wrappingButton } from '../../css/listing.css.ts';
import {
  defaultArticleFilterParams,
  filterOptions,
  hasActiveArticleFilter,
  noArticleFilters,
  sameFilters,
  type ArticleFilterField,
  type ArticleFilterValues,
} from './articleFilterValues.ts';
import * as styles from './ArticleFilters.css.ts';

export {
  defaultArticleFilterParams,
  hasActiveArticleFilter,
  noArticleFilters,
  type ArticleFilterField,
  type ArticleFilterValues,
};

type ChoiceField = Exclude<ArticleFilterField, 'query'>;

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
  formLabel,
  searchLabel,
  searchPlaceholder,
  searchHint,
  clearSearchLabel,
  categoryLabel,
  allCategoriesLabel,
  regionLabel,
  allRegionsLabel,
  programmeAreaLabel,
  allProgrammeAreasLabel,
  filterLabel,
  clearLabel,
  className,
  ref,
  ...props
}: ArticleFiltersProps) {
  const words = useWords('articleFilters', articleFiltersWords);
  // What the fields show: the filters in force, until the reader edits them. When the filters
  // in force change (Back, a link), the fields follow.
  const [draft, setDraft] = useState(values);
  const [shownValues, setShownValues] = useState(values);
  if (!sameFilters(shownValues, values)) {
    setShownValues(values);
    setDraft(values);
  }
  const searchRef = useRef<HTMLInputElement>(null);
  const choiceRefs = {
    category: useRef<HTMLSelectElement>(null),
    region: useRef<HTMLSelectElement>(null),
    programmeArea: useRef<HTMLSelectElement>(null),
  };
  // The drop-downs, in the order shown: each with its words and its choices.
  const choices: [ChoiceField, string, string, readonly string[]][] = [
    [
      'category',
      categoryLabel ?? words.category,
      allCategoriesLabel ?? words.allCategories,
      categories,
    ],
    ['region', regionLabel ?? words.region, allRegionsLabel ?? words.allRegions, regions],
    [
      'programmeArea',
      programmeAreaLabel ?? words.programmeArea,
      allProgrammeAreasLabel ?? words.allProgrammeAreas,
      programmeAreas,
    ],
  ];

  const apply = (next: ArticleFilterValues) => {
    setDraft(next);
    onApply?.({ ...next, query: next.query.trim() });
  };

  // Prerendered, the form may hydrate after the reader has typed or chosen: the fields keep
  // it, and it is treated as if done now. A drop-down applies at once (with any text typed,
  // as a later choice would); text alone waits for Enter or Filter.
  useAdoptedValues({ query: searchRef, ...choiceRefs }, draft, (adopted) => {
    const next = { ...draft, ...adopted };
    const chosen = Object.keys(adopted).some((field) => field !== 'query');
    if (onApply && chosen) apply(next);
    else setDraft(next);
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (!onApply) return;
    event.preventDefault();
    apply(draft);
  };

  // A drop-down applies at once when the page filters in place; the text waits for Enter.
  const choose = (field: ChoiceField, value: string) => {
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
      aria-label={formLabel ?? words.form}
      className={clsx(filterRow, className)}
      onSubmit={submit}
      {...props}
    >
      <SearchInput
        ref={searchRef}
        name={paramNames.query}
        label={searchLabel ?? words.search}
        hint={searchHint}
        placeholder={searchPlaceholder}
        clearable
        clearLabel={clearSearchLabel ?? words.clearSearch}
        value={draft.query}
        onChange={(event) => setDraft({ ...draft, query: event.target.value })}
        onClear={() => setDraft({ ...draft, query: '' })}
        className={filterSearch}
      />
      {choices.map(([field, label, allLabel, values]) => (
        <Select
          key={field}
          ref={choiceRefs[field]}
          name={paramNames[field]}
          label={label}
          options={filterOptions(values, allLabel, draft[field])}
          value={draft[field]}
          onChange={(event) => choose(field, event.target.value)}
          className={filterSelect}
        />
      ))}
      <Inline space="sm" alignY="center" className={styles.actions}>
        <Button type="submit" variant="primary" iconStart={<Icon name="search" />}>
          {filterLabel ?? words.filter}
        </Button>
        {hasActiveArticleFilter(values) ? (
          <ButtonLink
            href={action}
            variant="ghost"
            iconStart={<Icon name="close" />}
            onClick={clear}
            className={wrappingButton}
          >
            {clearLabel ?? words.clear}
          </ButtonLink>
        ) : null}
      </Inline>
    </form>
  );
}
