import { formatLongDate as formatSearchDate } from '@ghat/forms';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ar } from '../../../i18n/locales/ar.ts';
import { fr } from '../../../i18n/locales/fr.ts';
import { LocaleProvider } from '../../../i18n/LocaleProvider.tsx';
import { createFormatter } from '../../../i18n/formatter.ts';
import type { UiLocale } from '../../../i18n/types.ts';
import { prerender, setBeforeHydration } from '../../../../test/prerendered.tsx';
import { RouterLink } from '../../../../test/RouterLink.tsx';
import { ClockProvider, createManualClock, type ManualClock } from '../../../time/clock.tsx';
import { LinkProvider } from '../../../primitives/actions/LinkProvider/LinkProvider.tsx';
import { SearchDialog, type SearchDialogProps, type SearchResult } from './SearchDialog.tsx';
import { highlightWords } from './highlightWords.tsx';
import { searchResultsPerPage } from './SearchResults.tsx';

const about: SearchResult = {
  type: 'page',
  title: 'About the Trust',
  url: '/about',
  excerpt: 'Our vision and values.',
};
const article: SearchResult = {
  type: 'blog',
  title: 'Healthcare Access in Crisis Zones',
  url: '/blog/healthcare-access-crisis-zones',
  excerpt: 'Keeping clinics open.',
  date: '2023-01-01',
};

interface Deferred {
  query: string;
  resolve: (results: SearchResult[]) => void;
  reject: (error: Error) => void;
}

function setup(props: Partial<SearchDialogProps> = {}, locale?: UiLocale) {
  const clock = createManualClock();
  const calls: Deferred[] = [];
  const search = vi.fn(
    (query: string) =>
      new Promise<SearchResult[]>((resolve, reject) => calls.push({ query, resolve, reject })),
  );
  const onOpenChange = vi.fn();
  function Harness() {
    const [open, setOpen] = useState(true);
    return (
      <ClockProvider clock={clock}>
        <LinkProvider component={RouterLink}>
          <button type="button" onClick={() => setOpen(true)}>
            Open search
          </button>
          <SearchDialog
            search={search}
            {...props}
            open={open}
            onOpenChange={(next) => {
              setOpen(next);
              onOpenChange(next);
            }}
          />
        </LinkProvider>
      </ClockProvider>
    );
  }
  render(locale ? <LocaleProvider locale={locale}>{<Harness />}</LocaleProvider> : <Harness />);
  return { clock, calls, search, onOpenChange };
}

const input = () => screen.getByRole('searchbox', { name: 'Search pages, articles and documents' });
const status = () => screen.getByRole('status');

function type(value: string) {
  fireEvent.change(input(), { target: { value } });
}

function advance(clock: ManualClock, milliseconds: number) {
  act(() => clock.advance(milliseconds));
}

async function answer(call: Deferred | undefined, results: SearchResult[]) {
  await act(async () => call?.resolve(results));
}

describe('SearchDialog', () => {
  it('opens with the field focused and the empty prompt', () => {
    setup();
    expect(screen.getByRole('dialog', { name: 'Search' })).toBeInTheDocument();
    expect(input()).toHaveFocus();
    expect(status()).toHaveTextContent('Start typing to search pages, articles, and documents');
  });

  it('waits 300 ms after the last keystroke before searching, with the trimmed query', () => {
    const { clock, search } = setup();
    type('heal');
    advance(clock, 299);
    type(' health ');
    advance(clock, 299);
    expect(search).not.toHaveBeenCalled();
    advance(clock, 1);
    expect(search).toHaveBeenCalledOnce();
    expect(search).toHaveBeenCalledWith('health');
  });

  it('takes its debounce from the prop', () => {
    const { clock, search } = setup({ debounce: 50 });
    type('health');
    advance(clock, 50);
    expect(search).toHaveBeenCalledWith('health');
  });

  it('says Searching... until the answer comes, then the count', async () => {
    const { clock, calls } = setup();
    type('health');
    expect(status()).toHaveTextContent('Searching...');
    advance(clock, 300);
    expect(status()).toHaveTextContent('Searching...');
    await answer(calls[0], [about, article]);
    expect(status()).toHaveTextContent('2 result(s) found');
    await act(async () => {});
  });

  it('uses the spec’s wording for one result', async () => {
    const { clock, calls } = setup();
    type('about');
    advance(clock, 300);
    await answer(calls[0], [about]);
    expect(status()).toHaveTextContent('1 result(s) found');
  });

  it('lists each result with its type, title link, excerpt and date', async () => {
    const { clock, calls } = setup();
    type('health');
    advance(clock, 300);
    await answer(calls[0], [about, article]);
    const [first, second] = within(screen.getByRole('list')).getAllByRole('listitem') as [
      HTMLElement,
      HTMLElement,
    ];
    expect(within(first).getByText('Page')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'About the Trust' })).toHaveAttribute(
      'href',
      '/about',
    );
    expect(within(first).getByRole('link')).toHaveAttribute('data-router-link');
    expect(within(first).queryByRole('time')).toBeNull();
    expect(within(second).getByText('Article')).toBeInTheDocument();
    expect(within(second).getByText('Keeping clinics open.')).toBeInTheDocument();
    expect(within(second).getByText('1 January 2023')).toHaveAttribute('datetime', '2023-01-01');
  });

  it('tags a result with its language, in its own name, and sets its text’s lang', async () => {
    const { clock, calls } = setup({}, fr);
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'don' } });
    advance(clock, 300);
    const french: SearchResult = {
      type: 'page',
      title: 'Devenez notre partenaire',
      url: '/fr/donate',
      excerpt: 'Un don important, un partenariat ou un legs.',
      language: { code: 'fr', name: 'Français' },
    };
    const english: SearchResult = { ...about, language: { code: 'en', name: 'English' } };
    await answer(calls[0], [french, english]);
    const [first, second] = within(screen.getByRole('list')).getAllByRole('listitem') as [
      HTMLElement,
      HTMLElement,
    ];
    // The type in the page's words; the language by its own name, read in that language.
    expect(within(first).getByText('Page web')).not.toHaveAttribute('lang');
    expect(within(first).getByText('Français')).toHaveAttribute('lang', 'fr');
    expect(within(first).getByRole('link', { name: 'Devenez notre partenaire' })).toHaveAttribute(
      'lang',
      'fr',
    );
    expect(within(second).getByText('English')).toHaveAttribute('lang', 'en');
    expect(within(second).getByRole('link', { name: 'About the Trust' })).toHaveAttribute(
      'lang',
      'en',
    );
    expect(within(second).getByText('Our vision and values.')).toHaveAttribute('lang', 'en');
  });

  it('shows no language tag, and sets no lang, on a result that gives no language', async () => {
    const { clock, calls } = setup();
    type('about');
    advance(clock, 300);
    await answer(calls[0], [about]);
    const item = within(screen.getByRole('list')).getByRole('listitem');
    expect(item.querySelectorAll('[lang]')).toHaveLength(0);
    expect(within(item).queryByText('English')).toBeNull();
  });

  it('says when nothing matched, quoting the query', async () => {
    const { clock, calls } = setup();
    type('vaccines');
    advance(clock, 300);
    await answer(calls[0], []);
    expect(status()).toHaveTextContent('No results found for "vaccines"');
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('ignores a blank query: no search, the empty prompt', () => {
    const { clock, search } = setup();
    type('   ');
    advance(clock, 1000);
    expect(search).not.toHaveBeenCalled();
    expect(status()).toHaveTextContent('Start typing to search pages, articles, and documents');
  });

  it('shows only the latest query’s answer, whatever order answers arrive in', async () => {
    const { clock, calls } = setup();
    type('health');
    advance(clock, 300);
    type('about');
    advance(clock, 300);
    await answer(calls[1], [about]);
    await answer(calls[0], [about, article]);
    expect(status()).toHaveTextContent('1 result(s) found');
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });

  it('does not show an older answer while a newer query waits', async () => {
    const { clock, calls } = setup();
    type('health');
    advance(clock, 300);
    await answer(calls[0], [about, article]);
    type('healthcare');
    expect(status()).toHaveTextContent('Searching...');
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('shows an error when the search fails', async () => {
    const { clock, calls } = setup();
    type('health');
    advance(clock, 300);
    await act(async () => calls[0]?.reject(new Error('offline')));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Search is not working right now. Please try again in a moment.',
    );
  });

  it('searches for the initial query straight away', () => {
    const { search } = setup({ initialQuery: 'constitution' });
    expect(input()).toHaveValue('constitution');
    expect(search).toHaveBeenCalledWith('constitution');
  });

  it('moves through results with the arrow keys, Home and End, and back to the field', async () => {
    const { clock, calls } = setup();
    type('a');
    advance(clock, 300);
    await answer(calls[0], [about, article, { ...about, url: '/about-the-trust' }]);
    const [first, second, third] = screen.getAllByRole('link') as [
      HTMLElement,
      HTMLElement,
      HTMLElement,
    ];
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    expect(first).toHaveFocus();
    fireEvent.keyDown(first, { key: 'ArrowDown' });
    expect(second).toHaveFocus();
    fireEvent.keyDown(second, { key: 'End' });
    expect(third).toHaveFocus();
    fireEvent.keyDown(third, { key: 'Home' });
    expect(first).toHaveFocus();
    fireEvent.keyDown(first, { key: 'ArrowUp' });
    expect(input()).toHaveFocus();
  });

  it('shows ten results at first, and ten more at each press, focusing the first new one', async () => {
    const { clock, calls } = setup();
    const many = Array.from({ length: 23 }, (_, index) => ({
      ...about,
      title: `Result ${index + 1}`,
      url: `/result-${index + 1}`,
    }));
    type('r');
    advance(clock, 300);
    await answer(calls[0], many);
    expect(status()).toHaveTextContent('23 result(s) found');
    const titles = () => screen.getAllByRole('link').map((link) => link.textContent);
    expect(titles()).toEqual(many.slice(0, 10).map((result) => result.title));
    fireEvent.click(screen.getByRole('button', { name: 'Show more results' }));
    expect(titles()).toEqual(many.slice(0, 20).map((result) => result.title));
    expect(screen.getByRole('link', { name: 'Result 11' })).toHaveFocus();
    fireEvent.click(screen.getByRole('button', { name: 'Show more results' }));
    expect(titles()).toHaveLength(23);
    expect(screen.getByRole('link', { name: 'Result 21' })).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Show more results' })).toBeNull();
    // End goes to the last result shown.
    fireEvent.keyDown(screen.getByRole('link', { name: 'Result 21' }), { key: 'End' });
    expect(screen.getByRole('link', { name: 'Result 23' })).toHaveFocus();
    // A new answer starts again from its first ten.
    type('re');
    advance(clock, 300);
    await answer(calls[1], many.slice(0, 12));
    expect(titles()).toHaveLength(10);
    expect(screen.getByRole('button', { name: 'Show more results' })).toBeInTheDocument();
  });

  it('shows no button when every result fits', async () => {
    const { clock, calls } = setup();
    type('r');
    advance(clock, 300);
    await answer(
      calls[0],
      Array.from({ length: 10 }, (_, index) => ({ ...about, url: `/result-${index}` })),
    );
    expect(screen.getAllByRole('link')).toHaveLength(10);
    expect(screen.queryByRole('button', { name: 'Show more results' })).toBeNull();
  });

  it('closes when a result is chosen, but not when it opens in a new tab', async () => {
    const { clock, calls, onOpenChange } = setup();
    type('about');
    advance(clock, 300);
    await answer(calls[0], [about]);
    const link = screen.getByRole('link', { name: 'About the Trust' });
    link.addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(link, { ctrlKey: true });
    expect(onOpenChange).not.toHaveBeenCalled();
    fireEvent.click(link);
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('clears the query and results when closed', async () => {
    const { clock, calls } = setup();
    type('about');
    advance(clock, 300);
    await answer(calls[0], [about]);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    fireEvent.click(screen.getByRole('button', { name: 'Open search' }));
    expect(input()).toHaveValue('');
    expect(screen.queryByRole('list')).toBeNull();
    expect(status()).toHaveTextContent('Start typing to search pages, articles, and documents');
  });

  it('takes every message as a prop, for other languages', async () => {
    const { clock, calls } = setup({
      title: 'Chwilio',
      inputLabel: 'Chwilio’r wefan',
      emptyPrompt: 'Dechreuwch deipio',
      resultCountMessage: (count) => `${count} canlyniad`,
      typeLabels: { page: 'Tudalen', blog: 'Erthygl', document: 'Dogfen' },
    });
    expect(screen.getByRole('dialog', { name: 'Chwilio' })).toBeInTheDocument();
    expect(status()).toHaveTextContent('Dechreuwch deipio');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Chwilio’r wefan' }), {
      target: { value: 'iechyd' },
    });
    advance(clock, 300);
    await answer(calls[0], [about]);
    expect(status()).toHaveTextContent('1 canlyniad');
    expect(screen.getByText('Tudalen')).toBeInTheDocument();
  });
});

/** `count` results, each a page of its own. */
function manyResults(count: number): SearchResult[] {
  return Array.from({ length: count }, (_, index) => ({
    ...about,
    title: `Page ${index + 1}`,
    url: `/page-${index + 1}`,
  }));
}

describe('SearchDialog in other languages', () => {
  it('speaks French: title, field, prompts, statuses, types and dates', async () => {
    const { clock, calls } = setup({}, fr);
    expect(screen.getByRole('dialog', { name: 'Recherche' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Fermer' })).toBeInTheDocument();
    const field = screen.getByRole('searchbox', {
      name: 'Rechercher des pages, des articles et des documents',
    });
    expect(status()).toHaveTextContent(
      'Commencez à taper pour rechercher des pages, des articles et des documents',
    );
    fireEvent.change(field, { target: { value: 'santé' } });
    expect(status()).toHaveTextContent('Recherche en cours…');
    advance(clock, 300);
    await answer(calls[0], [about, article]);
    expect(status()).toHaveTextContent('2 résultats trouvés');
    expect(screen.getByRole('list', { name: '2 résultats trouvés' })).toBeInTheDocument();
    expect(screen.getByText('Page web')).toBeInTheDocument();
    expect(screen.getByText('Article de blog')).toBeInTheDocument();
    expect(screen.getByText('1 janvier 2023')).toHaveAttribute('datetime', '2023-01-01');

    fireEvent.change(field, { target: { value: 'vaccins' } });
    advance(clock, 300);
    await answer(calls[1], []);
    // Exactly: French guillemets with narrow no-break spaces (toHaveTextContent folds spaces).
    expect(status().textContent).toBe('Aucun résultat trouvé pour «\u202fvaccins\u202f»');

    fireEvent.change(field, { target: { value: 'soins' } });
    advance(clock, 300);
    await answer(
      calls[2],
      Array.from({ length: 11 }, (_, index) => ({ ...about, url: `/page-${index}` })),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Afficher plus de résultats' }));
    expect(screen.getAllByRole('link')).toHaveLength(11);
  });

  it('says when the search fails, in French', async () => {
    const { clock, calls } = setup({}, fr);
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'santé' } });
    advance(clock, 300);
    await act(async () => calls[0]?.reject(new Error('down')));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'La recherche ne fonctionne pas pour le moment. Veuillez réessayer dans quelques instants.',
    );
  });

  it.each([
    [1, 'عُثر على نتيجة واحدة'],
    [2, 'عُثر على نتيجتين'],
    [3, 'عُثر على 3 نتائج'],
    [11, 'عُثر على 11 نتيجة'],
    [100, 'عُثر على 100 نتيجة'],
  ])('counts %i results in Arabic with the right plural form', async (count, text) => {
    const { clock, calls } = setup({}, ar);
    expect(screen.getByRole('dialog', { name: 'البحث' })).toBeInTheDocument();
    fireEvent.change(
      screen.getByRole('searchbox', { name: 'ابحث في الصفحات والمقالات والوثائق' }),
      { target: { value: 'صحة' } },
    );
    expect(status()).toHaveTextContent('جارٍ البحث…');
    advance(clock, 300);
    await answer(calls[0], manyResults(count));
    expect(status().textContent).toBe(text);
    // The first ten show; the rest behind the button, in Arabic.
    const shown = Math.min(count, searchResultsPerPage);
    expect(screen.getAllByRole('listitem')).toHaveLength(shown);
    expect(screen.getAllByText('صفحة')).toHaveLength(shown);
    expect(screen.queryAllByRole('button', { name: 'عرض المزيد من النتائج' })).toHaveLength(
      count > shown ? 1 : 0,
    );
  });

  it('has an Arabic zero form, and says so when nothing matched', async () => {
    const format = createFormatter(ar.code, ar.direction);
    expect(format.message(ar.messages.searchDialog.resultCount, { count: 0 })).toBe(
      'لم يُعثر على أي نتيجة',
    );
    const { clock, calls } = setup({}, ar);
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'لقاحات' } });
    advance(clock, 300);
    await answer(calls[0], []);
    expect(status()).toHaveTextContent('لم يُعثر على نتائج للبحث عن «لقاحات»');
  });

  it('writes a result’s date in Arabic', async () => {
    const { clock, calls } = setup({}, ar);
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'صحة' } });
    advance(clock, 300);
    await answer(calls[0], [article]);
    expect(screen.getByText('مقالة')).toBeInTheDocument();
    expect(screen.getByRole('time')).toHaveTextContent(/^1 يناير 2023$/);
  });

  it('lets every word given as a prop win over the locale’s', async () => {
    const { clock, calls } = setup(
      {
        title: 'Chercher sur le site',
        inputLabel: 'Votre recherche',
        emptyPrompt: 'Tapez un mot',
        searchingMessage: 'Un instant…',
        resultCountMessage: (count) => `Résultats : ${count}`,
        typeLabels: { page: 'Rubrique', blog: 'Billet', document: 'Fichier' },
        formatDate: (date) => `le ${date}`,
      },
      fr,
    );
    expect(screen.getByRole('dialog', { name: 'Chercher sur le site' })).toBeInTheDocument();
    expect(status()).toHaveTextContent('Tapez un mot');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Votre recherche' }), {
      target: { value: 'santé' },
    });
    expect(status()).toHaveTextContent('Un instant…');
    advance(clock, 300);
    await answer(calls[0], [about, article]);
    expect(status()).toHaveTextContent('Résultats : 2');
    expect(screen.getByText('Rubrique')).toBeInTheDocument();
    expect(screen.getByText('Billet')).toBeInTheDocument();
    expect(screen.getByText('le 2023-01-01')).toBeInTheDocument();
  });
});

describe('formatSearchDate', () => {
  it('writes ISO dates the British way and leaves anything else alone', () => {
    expect(formatSearchDate('2024-09-01')).toBe('1 September 2024');
    expect(formatSearchDate('Autumn 2024')).toBe('Autumn 2024');
  });
});

describe('highlighting the matched words', () => {
  function marked(text: string, words?: readonly string[]) {
    const { container } = render(<p>{highlightWords(text, words)}</p>);
    const paragraph = container.querySelector('p');
    return {
      text: paragraph?.textContent,
      marks: [...(paragraph?.querySelectorAll('mark') ?? [])].map((mark) => mark.textContent),
    };
  }

  it('marks every whole word that is one of the matched words, keeping the text as it was', () => {
    expect(marked('Healthcare access: health for all', ['health', 'access'])).toEqual({
      text: 'Healthcare access: health for all',
      marks: ['access', 'health'],
    });
  });

  it('ignores case and accents, as the index does', () => {
    expect(marked('Café Résumé', ['cafe', 'RESUME'])).toEqual({
      text: 'Café Résumé',
      marks: ['Café', 'Résumé'],
    });
  });

  it('marks nothing without matched words, or when none is in the text', () => {
    expect(marked('About the Trust')).toEqual({ text: 'About the Trust', marks: [] });
    expect(marked('About the Trust', ['health'])).toEqual({ text: 'About the Trust', marks: [] });
  });

  it('marks the words in the result’s title and excerpt, leaving the link’s name whole', async () => {
    const { clock, calls } = setup();
    type('heal');
    advance(clock, 300);
    await answer(calls[0], [{ ...article, highlight: ['healthcare', 'clinics'] }]);
    const link = screen.getByRole('link', { name: 'Healthcare Access in Crisis Zones' });
    expect(within(link).getByText('Healthcare').tagName).toBe('MARK');
    expect(screen.getByText('clinics').tagName).toBe('MARK');
    expect(document.querySelectorAll('mark')).toHaveLength(2);
  });
});

describe('SearchDialog, prerendered open and hydrated later', () => {
  it('searches for what its field held by the time it hydrated', async () => {
    const clock = createManualClock();
    const search = vi.fn(() => Promise.resolve([about]));
    const page = prerender(
      <ClockProvider clock={clock}>
        <SearchDialog search={search} defaultOpen />
      </ClockProvider>,
    );
    setBeforeHydration(page.container.querySelector('input') as HTMLInputElement, 'trust');
    await page.hydrate();
    expect(input()).toHaveValue('trust');
    expect(status()).toHaveTextContent('Searching...');
    advance(clock, 300);
    expect(search).toHaveBeenCalledExactlyOnceWith('trust');
    expect(await screen.findByRole('link', { name: 'About the Trust' })).toBeVisible();
  });
});
