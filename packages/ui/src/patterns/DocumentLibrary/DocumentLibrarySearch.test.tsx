import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { prerender, setBeforeHydration } from '../../../test/prerendered.tsx';
import { DocumentLibrarySearch } from './DocumentLibrarySearch.tsx';
import { DocumentList } from './DocumentList.tsx';
import { testDocuments } from './testDocuments.ts';

const listId = 'documents';

/** The page's list of cards as static HTML, the filters prerendered beside it. */
function staticPage() {
  render(<DocumentList documents={testDocuments} id={listId} />);
  return prerender(<DocumentLibrarySearch documents={testDocuments} listId={listId} />);
}

const list = () => document.getElementById(listId) as HTMLElement;
/** The titles of the cards a visitor sees: hidden list items are left out. */
const shownTitles = () =>
  screen.queryAllByRole('article').map((card) => within(card).getByRole('heading').textContent);
const search = () => screen.getByRole('searchbox', { name: 'Search documents' });
const typeFilter = () => screen.getByRole('combobox', { name: 'Type' });

describe('DocumentLibrarySearch over a static DocumentList', () => {
  it('hides the cards that do not match, and shows them again when cleared', async () => {
    const page = staticPage();
    await page.hydrate();
    expect(shownTitles()).toHaveLength(4);
    await userEvent.selectOptions(typeFilter(), 'Policy Statement');
    expect(shownTitles()).toEqual(['Safeguarding Statement 2024', 'Risk Management Policy']);
    expect(screen.getByRole('status')).toHaveTextContent('2 documents');
    // The list items themselves, so the grid closes up.
    const hiddenItems = [...list().children].filter((item) => (item as HTMLElement).hidden);
    expect(hiddenItems).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(shownTitles()).toHaveLength(4);
    expect(screen.getByRole('status')).toHaveTextContent('4 documents');
  });

  it('hides the list itself when nothing matches, and says so', async () => {
    const page = staticPage();
    await page.hydrate();
    await userEvent.type(search(), 'no such document');
    expect(list()).not.toBeVisible();
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('No documents found');
    await userEvent.clear(search());
    expect(list()).toBeVisible();
  });

  it('filters the static cards by what was typed before it hydrated', async () => {
    const page = staticPage();
    setBeforeHydration(search(), 'safeguarding');
    await page.hydrate();
    expect(search()).toHaveValue('safeguarding');
    expect(shownTitles()).toEqual(['Safeguarding Statement 2024']);
  });

  it('reports each change, and touches no list without listId', async () => {
    const onFiltersChange = vi.fn();
    render(<DocumentList documents={testDocuments} id={listId} />);
    render(<DocumentLibrarySearch documents={testDocuments} onFiltersChange={onFiltersChange} />);
    await userEvent.selectOptions(typeFilter(), 'Annual Report');
    expect(onFiltersChange).toHaveBeenCalledExactlyOnceWith({
      query: '',
      type: 'Annual Report',
      year: 'all',
    });
    expect(shownTitles()).toHaveLength(4);
    expect(screen.getByRole('status')).toHaveTextContent('1 document');
  });
});

describe('DocumentList', () => {
  it('lists the documents as cards, each naming its document for the filters', () => {
    render(<DocumentList documents={testDocuments} headingLevel={2} />);
    const cards = screen.getAllByRole('article');
    expect(cards.map((card) => card.getAttribute('data-document-id'))).toEqual(
      testDocuments.map((document) => document.id),
    );
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(4);
    expect(screen.getByRole('list', { name: '' }).tagName).toBe('UL');
  });

  it("puts what renderChecksumDetails gives in place of each card's disclosure", () => {
    render(
      <DocumentList
        documents={testDocuments}
        renderChecksumDetails={(document) => <p>checksum of {document.id}</p>}
      />,
    );
    expect(screen.getByText('checksum of constitution')).toBeInTheDocument();
    expect(document.querySelector('details')).toBeNull();
  });
});
