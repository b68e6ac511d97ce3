import { useRef, type FormEvent } from 'react';
import { useAdoptedValues } from '../../forms/useAdoptedValues.ts';
import { filterRow, filterSearch, filterSelect, wrappingButton } from '../../css/listing.css.ts';
import { Button } from '../../primitives/actions/Button/Button.tsx';
import { FrameIcon } from '../../primitives/brand/Icon/FrameIcon.tsx';
import { SearchInput } from '../../components/forms/SearchInput/SearchInput.tsx';
import { Select } from '../../components/forms/Select/Select.tsx';
import {
  filterOptions,
  hasActiveDocumentFilter,
  noDocumentFilters,
  type DocumentLibraryFilters,
} from './documentLibraryFilters.ts';

export interface DocumentLibraryFilterLabels {
  filtersLabel: string;
  searchLabel: string;
  clearSearchLabel: string;
  typeLabel: string;
  allTypesLabel: string;
  yearLabel: string;
  allYearsLabel: string;
  clearFiltersLabel: string;
}

export interface DocumentLibraryFilterFormProps {
  filters: DocumentLibraryFilters;
  /** The types and years found in the documents. */
  types: readonly string[];
  years: readonly string[];
  onChange: (next: Partial<DocumentLibraryFilters>) => void;
  labels: DocumentLibraryFilterLabels;
}

/** DocumentLibrary's search box, type and year drop-downs, and Clear filters. */
export function DocumentLibraryFilterForm({
  filters,
  types,
  years,
  onChange,
  labels,
}: DocumentLibraryFilterFormProps) {
  const searchRef = useRef<HTMLInputElement>(null);
  const typeRef = useRef<HTMLSelectElement>(null);
  const yearRef = useRef<HTMLSelectElement>(null);

  // The drop-downs, in the order shown.
  const choices = [
    ['type', typeRef, labels.typeLabel, labels.allTypesLabel, types],
    ['year', yearRef, labels.yearLabel, labels.allYearsLabel, years],
  ] as const;

  // Prerendered, the library may hydrate after the reader has typed or chosen: filter by
  // that at once, as a change after hydrating would.
  useAdoptedValues({ query: searchRef, type: typeRef, year: yearRef }, filters, onChange);

  const clearFilters = () => {
    onChange(noDocumentFilters);
    // The button disappears with the filters; focus goes back to the start of the filters.
    searchRef.current?.focus();
  };

  // The list updates as the reader types: Enter has nothing left to send.
  const stayOnPage = (event: FormEvent<HTMLFormElement>) => event.preventDefault();

  return (
    <form
      role="search"
      aria-label={labels.filtersLabel}
      className={filterRow}
      onSubmit={stayOnPage}
    >
      <SearchInput
        ref={searchRef}
        label={labels.searchLabel}
        clearable
        clearLabel={labels.clearSearchLabel}
        value={filters.query}
        onChange={(event) => onChange({ query: event.target.value })}
        onClear={() => onChange({ query: '' })}
        className={filterSearch}
      />
      {choices.map(([field, ref, label, allLabel, values]) => (
        <Select
          key={field}
          ref={ref}
          label={label}
          options={filterOptions(values, allLabel, filters[field])}
          value={filters[field]}
          onChange={(event) => onChange({ [field]: event.target.value })}
          className={filterSelect}
        />
      ))}
      {hasActiveDocumentFilter(filters) ? (
        <Button
          variant="ghost"
          iconStart={<FrameIcon name="close" />}
          onClick={clearFilters}
          className={wrappingButton}
        >
          {labels.clearFiltersLabel}
        </Button>
      ) : null}
    </form>
  );
}
