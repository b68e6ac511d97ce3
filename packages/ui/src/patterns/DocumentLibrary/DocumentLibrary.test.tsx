import { createEvent, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { prerender, setBeforeHydration } from '../../../test/prerendered.tsx';
import { LocaleProvider } from '../../i18n/LocaleProvider.tsx';
import { ar } from '../../i18n/locales/ar.ts';
import { fr } from '../../i18n/locales/fr.ts';
import {
  DocumentLibrary,
  completeDocumentFilters,
  defaultDocumentCount,
  hasActiveDocumentFilter,
  type DocumentLibraryFilters,
  type LibraryDocument,
} from './DocumentLibrary.tsx';
import { constitution, safeguarding, testDocuments } from './testDocuments.ts';

const documents = testDocuments;

const titles = () =>
  screen.queryAllByRole('article').map((card) => within(card).getByRole('heading').textContent);
const search = () => screen.getByRole('searchbox', { name: 'Search documents' });
const typeFilter = () => screen.getByRole('combobox', { name: 'Type' });
const yearFilter = () => screen.getByRole('combobox', { name: 'Year' });

describe('DocumentLibrary', () => {
  it('lists every document, in order, as cards in a list, with the count announced', () => {
    render(<DocumentLibrary documents={documents} />);
    const list = screen.getByRole('list', { name: '' });
    expect(list.tagName).toBe('UL');
    expect(list.children).toHaveLength(4);
    expect(titles()).toEqual([
      'Trust Constitution',
      'Safeguarding Statement 2024',
      'Annual Report and Accounts 2024',
      'Risk Management Policy',
    ]);
    expect(screen.getByRole('status')).toHaveTextContent('4 documents');
  });

  it('puts the filters in a labelled search landmark', () => {
    render(<DocumentLibrary documents={documents} />);
    const region = screen.getByRole('search', { name: 'Filter documents' });
    expect(within(region).getByRole('searchbox', { name: 'Search documents' })).toBeVisible();
    expect(within(region).getByRole('combobox', { name: 'Type' })).toBeVisible();
    expect(within(region).getByRole('combobox', { name: 'Year' })).toBeVisible();
    // Live filtering: nothing to submit.
    expect(within(region).queryByRole('button')).toBeNull();
  });

  it('offers the types from the data, alphabetically, after All types', () => {
    render(<DocumentLibrary documents={documents} />);
    expect(
      within(typeFilter())
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All types', 'Annual Report', 'Constitution', 'Policy Statement']);
    expect(typeFilter()).toHaveValue('all');
  });

  it('offers the years from the data, newest first, after All years', () => {
    render(<DocumentLibrary documents={documents} />);
    expect(
      within(yearFilter())
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All years', '2025', '2024', '2023']);
  });

  it('filters as the reader types, matching title, description or tag in any case', async () => {
    render(<DocumentLibrary documents={documents} />);
    await userEvent.type(search(), 'CONSTITUTION');
    expect(titles()).toEqual(['Trust Constitution']);
    expect(screen.getByRole('status')).toHaveTextContent('1 document');

    await userEvent.clear(search());
    await userEvent.type(search(), 'adults at risk');
    expect(titles()).toEqual(['Safeguarding Statement 2024']);

    await userEvent.clear(search());
    await userEvent.type(search(), 'governance');
    expect(titles()).toEqual(['Trust Constitution', 'Risk Management Policy']);
    expect(screen.getByRole('status')).toHaveTextContent('2 documents');
  });

  it('filters by exact type', async () => {
    render(<DocumentLibrary documents={documents} />);
    await userEvent.selectOptions(typeFilter(), 'Policy Statement');
    expect(titles()).toEqual(['Safeguarding Statement 2024', 'Risk Management Policy']);
  });

  it('filters by year', async () => {
    render(<DocumentLibrary documents={documents} />);
    await userEvent.selectOptions(yearFilter(), '2024');
    expect(titles()).toEqual(['Trust Constitution', 'Safeguarding Statement 2024']);
  });

  it('combines the search, type and year', async () => {
    render(<DocumentLibrary documents={documents} />);
    await userEvent.type(search(), 'governance');
    await userEvent.selectOptions(yearFilter(), '2023');
    expect(titles()).toEqual(['Risk Management Policy']);
    await userEvent.selectOptions(typeFilter(), 'Constitution');
    expect(titles()).toEqual([]);
  });

  it('says "No documents found" in the status, and shows no list, when nothing matches', async () => {
    render(<DocumentLibrary documents={documents} />);
    await userEvent.type(search(), 'budget');
    expect(screen.getByRole('status')).toHaveTextContent('No documents found');
    expect(screen.getByRole('status')).toHaveAttribute('data-state', 'empty');
    expect(screen.queryByRole('article')).toBeNull();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('says "No documents found" for an empty library', () => {
    render(<DocumentLibrary documents={[]} />);
    expect(screen.getByRole('status')).toHaveTextContent('No documents found');
  });

  it('does not send the form when Enter is pressed in the search box', async () => {
    render(<DocumentLibrary documents={documents} />);
    await userEvent.type(search(), 'safeguarding{Enter}');
    const form = screen.getByRole('search');
    const submit = createEvent.submit(form);
    fireEvent(form, submit);
    expect(submit.defaultPrevented).toBe(true);
    expect(titles()).toEqual(['Safeguarding Statement 2024']);
  });

  it('shows Clear filters only while a filter is active; it clears them all and focuses the search', async () => {
    render(<DocumentLibrary documents={documents} />);
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();
    await userEvent.type(search(), '   ');
    // Spaces alone filter nothing.
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();
    await userEvent.type(search(), 'policy');
    await userEvent.selectOptions(typeFilter(), 'Policy Statement');
    await userEvent.selectOptions(yearFilter(), '2024');
    expect(titles()).toEqual(['Safeguarding Statement 2024']);

    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(search()).toHaveValue('');
    expect(typeFilter()).toHaveValue('all');
    expect(yearFilter()).toHaveValue('all');
    expect(titles()).toHaveLength(4);
    expect(search()).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();
  });

  it('shows Clear filters for a type or year alone', async () => {
    render(<DocumentLibrary documents={documents} defaultFilters={{ year: '2025' }} />);
    expect(titles()).toEqual(['Annual Report and Accounts 2024']);
    expect(screen.getByRole('button', { name: 'Clear filters' })).toBeVisible();
  });

  it("the search box's clear button empties only the search", async () => {
    render(
      <DocumentLibrary documents={documents} defaultFilters={{ query: 'policy', year: '2024' }} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(search()).toHaveValue('');
    expect(yearFilter()).toHaveValue('2024');
    expect(titles()).toEqual(['Trust Constitution', 'Safeguarding Statement 2024']);
  });

  it('starts from defaultFilters and reports every change when it owns the filters', async () => {
    const onFiltersChange = vi.fn();
    render(
      <DocumentLibrary
        documents={documents}
        defaultFilters={{ type: 'Policy Statement' }}
        onFiltersChange={onFiltersChange}
      />,
    );
    expect(typeFilter()).toHaveValue('Policy Statement');
    await userEvent.type(search(), 'r');
    expect(onFiltersChange).toHaveBeenLastCalledWith({
      query: 'r',
      type: 'Policy Statement',
      year: 'all',
    });
    await userEvent.selectOptions(yearFilter(), '2023');
    expect(onFiltersChange).toHaveBeenLastCalledWith({
      query: 'r',
      type: 'Policy Statement',
      year: '2023',
    });
    expect(titles()).toEqual(['Risk Management Policy']);
  });

  it('follows filters owned by the parent, and changes only through onFiltersChange', async () => {
    const onFiltersChange = vi.fn();
    const { rerender } = render(
      <DocumentLibrary
        documents={documents}
        filters={{ query: 'governance' }}
        onFiltersChange={onFiltersChange}
      />,
    );
    expect(titles()).toEqual(['Trust Constitution', 'Risk Management Policy']);
    await userEvent.selectOptions(yearFilter(), '2024');
    expect(onFiltersChange).toHaveBeenLastCalledWith({
      query: 'governance',
      type: 'all',
      year: '2024',
    });
    // The parent has not passed the new year back, so the list stays as it was.
    expect(yearFilter()).toHaveValue('all');
    expect(titles()).toEqual(['Trust Constitution', 'Risk Management Policy']);

    rerender(
      <DocumentLibrary
        documents={documents}
        filters={{ query: 'governance', year: '2024' }}
        onFiltersChange={onFiltersChange}
      />,
    );
    expect(titles()).toEqual(['Trust Constitution']);
  });

  it('works as a controlled component kept in state', async () => {
    const seen: DocumentLibraryFilters[] = [];
    function Page() {
      const [filters, setFilters] = useState<DocumentLibraryFilters>(
        completeDocumentFilters({ year: '2024' }),
      );
      return (
        <DocumentLibrary
          documents={documents}
          filters={filters}
          onFiltersChange={(next) => {
            seen.push(next);
            setFilters(next);
          }}
        />
      );
    }
    render(<Page />);
    await userEvent.type(search(), 'trust');
    expect(search()).toHaveValue('trust');
    expect(titles()).toEqual(['Trust Constitution']);
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(seen.at(-1)).toEqual({ query: '', type: 'all', year: 'all' });
    expect(titles()).toHaveLength(4);
  });

  it('keeps a type from the address that no document has, and shows nothing for it', () => {
    render(<DocumentLibrary documents={documents} filters={{ type: 'Newsletter' }} />);
    expect(typeFilter()).toHaveValue('Newsletter');
    expect(screen.getByRole('status')).toHaveTextContent('No documents found');
  });

  it('passes the document to onView and onDownload', async () => {
    const stay = (_document: LibraryDocument, event: { preventDefault: () => void }) =>
      event.preventDefault();
    const onView = vi.fn(stay);
    const onDownload = vi.fn(stay);
    render(<DocumentLibrary documents={documents} onView={onView} onDownload={onDownload} />);
    await userEvent.click(screen.getByRole('link', { name: 'View Trust Constitution' }));
    expect(onView).toHaveBeenCalledOnce();
    expect(onView.mock.calls[0]?.[0]).toBe(constitution);
    await userEvent.click(
      screen.getByRole('link', { name: 'Download Safeguarding Statement 2024' }),
    );
    expect(onDownload.mock.calls[0]?.[0]).toBe(safeguarding);
  });

  it("gives each card the checksum actions for its own document, mounted once that card's checksum opens", async () => {
    const renderChecksumActions = (document: LibraryDocument) => (
      <button type="button">Verify {document.title}</button>
    );
    render(
      <DocumentLibrary
        documents={[constitution, safeguarding]}
        renderChecksumActions={renderChecksumActions}
        cardProps={{ checksumDetailsLabel: 'Full checksum' }}
      />,
    );
    expect(screen.queryByRole('button', { name: /^Verify/ })).toBeNull();
    const card = screen.getByRole('article', { name: 'Safeguarding Statement 2024' });
    await userEvent.click(within(card).getByText('Full checksum'));
    expect(await within(card).findByText('Verify Safeguarding Statement 2024')).toBeInTheDocument();
    expect(screen.queryByText('Verify Trust Constitution')).toBeNull();
  });

  it('gives each card its details and links', () => {
    render(<DocumentLibrary documents={[constitution]} />);
    expect(screen.getByRole('link', { name: 'View Trust Constitution' })).toHaveAttribute(
      'href',
      '/constitution',
    );
    expect(screen.getByText('15 January 2024')).toBeInTheDocument();
    expect(screen.getByText('2.4 MB')).toBeInTheDocument();
  });

  it('sets the card heading level', () => {
    render(<DocumentLibrary documents={documents} headingLevel={2} />);
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(4);
  });

  it('takes every word as a prop, and card labels through cardProps', async () => {
    render(
      <DocumentLibrary
        documents={documents}
        filtersLabel="تصفية المستندات"
        searchLabel="ابحث في المستندات"
        typeLabel="النوع"
        allTypesLabel="كل الأنواع"
        yearLabel="السنة"
        allYearsLabel="كل السنوات"
        clearFiltersLabel="مسح عوامل التصفية"
        emptyMessage="لم يتم العثور على مستندات"
        resultCountMessage={(count) => `${count} مستندات`}
        cardProps={{ viewLabel: 'عرض', locale: 'ar' }}
      />,
    );
    expect(screen.getByRole('search', { name: 'تصفية المستندات' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('4 مستندات');
    expect(screen.getByRole('option', { name: 'كل الأنواع' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'كل السنوات' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'عرض Trust Constitution' })).toBeInTheDocument();
    await userEvent.type(screen.getByRole('searchbox', { name: 'ابحث في المستندات' }), 'zzz');
    expect(screen.getByRole('status')).toHaveTextContent('لم يتم العثور على مستندات');
    expect(screen.getByRole('button', { name: 'مسح عوامل التصفية' })).toBeInTheDocument();
  });

  it('spreads props onto its root and merges className', () => {
    const { container } = render(
      <DocumentLibrary documents={documents} className="library" id="publications" />,
    );
    expect(container.firstElementChild).toHaveClass('library');
    expect(container.firstElementChild).toHaveAttribute('id', 'publications');
  });
});

describe('DocumentLibrary, prerendered and hydrated later', () => {
  it('filters by a type chosen before it hydrated', async () => {
    const onFiltersChange = vi.fn();
    const library = <DocumentLibrary documents={documents} onFiltersChange={onFiltersChange} />;
    const page = prerender(library);
    setBeforeHydration(typeFilter(), 'Policy Statement');
    await page.hydrate();
    expect(titles()).toEqual(['Safeguarding Statement 2024', 'Risk Management Policy']);
    expect(screen.getByRole('status')).toHaveTextContent('2 documents');
    expect(typeFilter()).toHaveValue('Policy Statement');
    expect(screen.getByRole('button', { name: 'Clear filters' })).toBeVisible();
    expect(onFiltersChange).toHaveBeenCalledExactlyOnceWith({
      query: '',
      type: 'Policy Statement',
      year: 'all',
    });
  });

  it('filters by text typed before it hydrated, and keeps the text in the box', async () => {
    const page = prerender(<DocumentLibrary documents={documents} />);
    setBeforeHydration(search(), 'SafeGuarding');
    await page.hydrate();
    expect(search()).toHaveValue('SafeGuarding');
    expect(titles()).toEqual(['Safeguarding Statement 2024']);
    expect(screen.getByRole('status')).toHaveTextContent('1 document');
    // The next change builds on the adopted text rather than wiping it.
    await userEvent.selectOptions(yearFilter(), '2025');
    expect(search()).toHaveValue('SafeGuarding');
    expect(screen.getByRole('status')).toHaveTextContent('No documents found');
  });

  it('reports everything set before it hydrated in one change to a parent that owns the filters', async () => {
    const seen: DocumentLibraryFilters[] = [];
    function Page() {
      const [filters, setFilters] = useState(completeDocumentFilters());
      return (
        <DocumentLibrary
          documents={documents}
          filters={filters}
          onFiltersChange={(next) => {
            seen.push(next);
            setFilters(next);
          }}
        />
      );
    }
    const page = prerender(<Page />);
    setBeforeHydration(search(), 'policy');
    setBeforeHydration(typeFilter(), 'Policy Statement');
    setBeforeHydration(yearFilter(), '2023');
    await page.hydrate();
    expect(seen).toEqual([{ query: 'policy', type: 'Policy Statement', year: '2023' }]);
    expect(titles()).toEqual(['Risk Management Policy']);
    expect(search()).toHaveValue('policy');
  });

  it('changes nothing when nothing was set before it hydrated', async () => {
    const onFiltersChange = vi.fn();
    const page = prerender(
      <DocumentLibrary documents={documents} onFiltersChange={onFiltersChange} />,
    );
    await page.hydrate();
    expect(onFiltersChange).not.toHaveBeenCalled();
    expect(titles()).toHaveLength(4);
  });
});

describe('document library helpers', () => {
  it('fills in missing filters with match-everything values', () => {
    expect(completeDocumentFilters()).toEqual({ query: '', type: 'all', year: 'all' });
    expect(completeDocumentFilters({ type: '', year: '2024' })).toEqual({
      query: '',
      type: 'all',
      year: '2024',
    });
  });

  it('tells whether any filter narrows the list', () => {
    expect(hasActiveDocumentFilter({})).toBe(false);
    expect(hasActiveDocumentFilter({ query: '  ', type: 'all', year: 'all' })).toBe(false);
    expect(hasActiveDocumentFilter({ query: 'x' })).toBe(true);
    expect(hasActiveDocumentFilter({ type: 'Policy Statement' })).toBe(true);
    expect(hasActiveDocumentFilter({ year: '2024' })).toBe(true);
  });

  it('counts documents in words', () => {
    expect(defaultDocumentCount(1)).toBe('1 document');
    expect(defaultDocumentCount(2)).toBe('2 documents');
    expect(defaultDocumentCount(0)).toBe('0 documents');
  });
});

describe('DocumentLibrary in other languages', () => {
  /** `count` copies of a document, each its own. */
  const copies = (count: number) =>
    Array.from({ length: count }, (_, index) => ({
      ...constitution,
      id: `copy-${index}`,
      title: `Document ${index + 1}`,
    }));

  it('labels its filters and counts in French', () => {
    render(
      <LocaleProvider locale={fr}>
        <DocumentLibrary documents={documents} />
      </LocaleProvider>,
    );
    const filters = screen.getByRole('search', { name: 'Filtrer les documents' });
    expect(
      within(filters).getByRole('searchbox', { name: 'Rechercher des documents' }),
    ).toBeInTheDocument();
    const type = within(filters).getByRole('combobox', { name: 'Type de document' });
    expect(within(type).getAllByRole('option')[0]).toHaveTextContent('Tous les types');
    const year = within(filters).getByRole('combobox', { name: 'Année' });
    expect(within(year).getAllByRole('option')[0]).toHaveTextContent('Toutes les années');
    expect(screen.getByRole('status')).toHaveTextContent(/^4 documents$/);
  });

  it('says Clear filters and the empty message in French', async () => {
    const user = userEvent.setup();
    render(
      <LocaleProvider locale={fr}>
        <DocumentLibrary documents={documents} />
      </LocaleProvider>,
    );
    await user.type(screen.getByRole('searchbox'), 'zzz');
    expect(screen.getByRole('status')).toHaveTextContent(/^Aucun document trouvé$/);
    expect(screen.getByRole('button', { name: 'Effacer les filtres' })).toBeInTheDocument();
  });

  it('counts in Arabic with every plural form the language has', () => {
    const { rerender } = render(
      <LocaleProvider locale={ar}>
        <DocumentLibrary documents={copies(1)} />
      </LocaleProvider>,
    );
    const status = screen.getByRole('status');
    expect(screen.getByRole('search', { name: 'تصفية المستندات' })).toBeInTheDocument();
    expect(status).toHaveTextContent(/^مستند واحد$/);
    const forms: [number, RegExp][] = [
      [2, /^مستندان$/],
      [3, /^3 مستندات$/],
      [11, /^11 مستندًا$/],
      [100, /^100 مستند$/],
    ];
    for (const [count, text] of forms) {
      rerender(
        <LocaleProvider locale={ar}>
          <DocumentLibrary documents={copies(count)} />
        </LocaleProvider>,
      );
      expect({ count, text: status.textContent }).toEqual({
        count,
        text: expect.stringMatching(text),
      });
    }
    rerender(
      <LocaleProvider locale={ar}>
        <DocumentLibrary documents={[]} />
      </LocaleProvider>,
    );
    expect(status).toHaveTextContent(/^لم يُعثر على أي مستندات$/);
  });

  it('still takes its words and count as props over the locale', () => {
    render(
      <LocaleProvider locale={ar}>
        <DocumentLibrary
          documents={documents}
          filtersLabel="Filters"
          yearLabel="Published"
          resultCountMessage={(count) => `${count} found`}
        />
      </LocaleProvider>,
    );
    expect(screen.getByRole('search', { name: 'Filters' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Published' })).toBeInTheDocument();
    // Words not given stay Arabic.
    expect(screen.getByRole('combobox', { name: 'النوع' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(/^4 found$/);
  });

  it('keeps the English count as it was, without a provider', () => {
    expect([0, 1, 2, 1000].map(defaultDocumentCount)).toEqual([
      '0 documents',
      '1 document',
      '2 documents',
      '1,000 documents',
    ]);
  });
});
