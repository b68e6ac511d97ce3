import type { Meta, StoryObj } from '@storybook/react-vite';
import { createContext, useContext, useState, type MouseEvent } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { expectNoSidewaysOverflow, phone, rightToLeft } from '../../../storybook/decorators.tsx';
import {
  hydratePrerendered,
  Prerendered,
  typeBeforeHydration,
} from '../../../storybook/prerendered.tsx';
import { ClockProvider, createManualClock } from '../../../time/clock.tsx';
import { Button } from '../../../primitives/actions/Button/Button.tsx';
import { expectModalBehaviour, openModal } from '../Dialog/modalTestSuite.ts';
import { Icon } from '../../../primitives/brand/Icon/Icon.tsx';
import {
  LinkProvider,
  type LinkComponentProps,
} from '../../../primitives/actions/LinkProvider/LinkProvider.tsx';
import {
  SearchDialog,
  searchResultTypes,
  type SearchDialogProps,
  type SearchResult,
} from './SearchDialog.tsx';

/** The site's fixed entries, as the simulated search in the spec has them. */
const siteEntries: SearchResult[] = [
  {
    type: 'page',
    title: 'About the Trust',
    url: '/about',
    excerpt: 'Our vision, our values, our legal status and our registered address in London.',
  },
  {
    type: 'page',
    title: 'What We Fund',
    url: '/what-we-do',
    excerpt: 'Five pillars of grant-making, from healthcare access to emergency relief.',
  },
  {
    type: 'blog',
    title: 'Healthcare Access in Crisis Zones',
    url: '/blog/healthcare-access-crisis-zones',
    excerpt: 'How local health organisations keep clinics open for displaced families.',
    date: '2023-01-01',
  },
  {
    type: 'document',
    title: 'Trust Constitution',
    url: '/constitution',
    excerpt: 'The signed constitution of the trust, version 1.0, with its SHA-256 checksum.',
    date: '2024-01-15',
  },
];

/** The spec's search: a case-insensitive match on title or excerpt. */
async function searchSite(query: string) {
  const needle = query.toLowerCase();
  return siteEntries.filter(
    (entry) =>
      entry.title.toLowerCase().includes(needle) || entry.excerpt.toLowerCase().includes(needle),
  );
}

// Debounces run on this clock: play functions move time on instead of waiting.
const clock = createManualClock();

/** Stands in for the site's router: a click records the path instead of leaving Storybook. */
const NavigateContext = createContext<(href: string) => void>(() => {});

function StoryRouterLink({ href, onClick, children, ...props }: LinkComponentProps) {
  const navigate = useContext(NavigateContext);
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    event.preventDefault();
    navigate(href);
  };
  return (
    <a href={href} onClick={handleClick} {...props}>
      {children}
    </a>
  );
}

/** The header's search button and the dialog it opens. */
function SearchExample({ onOpenChange, ...args }: SearchDialogProps) {
  const [open, setOpen] = useState(args.defaultOpen ?? false);
  const [path, setPath] = useState('/');
  return (
    <NavigateContext value={setPath}>
      <LinkProvider component={StoryRouterLink}>
        <Button
          variant="secondary"
          iconStart={<Icon name="search" size="md" />}
          onClick={() => setOpen(true)}
        >
          Search
        </Button>
        <p data-testid="current-page">Current page: {path}</p>
        <SearchDialog
          {...args}
          open={open}
          onOpenChange={(next) => {
            setOpen(next);
            onOpenChange?.(next);
          }}
        />
      </LinkProvider>
    </NavigateContext>
  );
}

const meta = {
  title: 'Overlays/SearchDialog',
  component: SearchDialog,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'The site search, opened from the header’s search button (and from the 404 page with `initialQuery`). ' +
          'The app injects `search`; the dialog waits until typing pauses (`debounce`, 300 ms), ignores a blank ' +
          'query, shows only the answer to the latest query, and announces the state politely: “Searching...”, ' +
          '“N result(s) found”, or “No results found for "…"”. Results are ordinary links: Down arrow from the ' +
          'field moves into them, Up and Down move between them, Home and End jump to the ends, Enter follows ' +
          'one (and closes the dialog). The first ten results show, and “Show more results” adds ten at a time, ' +
          'focusing the first new one. Closing clears the query. Not for filtering a list on the page: use a ' +
          'field next to the list (as the document library does).',
      },
    },
  },
  decorators: [
    (Story) => (
      <ClockProvider clock={clock}>
        <Story />
      </ClockProvider>
    ),
  ],
  args: { search: fn(searchSite), onOpenChange: fn() },
  render: (args) => <SearchExample {...args} />,
} satisfies Meta<typeof SearchDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

async function openSearch(canvasElement: HTMLElement) {
  const { dialog } = await openModal(
    canvasElement,
    () => userEvent.click(within(canvasElement).getByRole('button', { name: 'Search' })),
    'Search',
  );
  const scope = within(dialog);
  const input = scope.getByRole('searchbox', { name: 'Search pages, articles and documents' });
  const status = scope.getByRole('status');
  return { dialog, scope, input, status };
}

/** Types the query and lets the debounce run out. */
async function searchFor(input: HTMLElement, query: string) {
  await userEvent.type(input, query);
  clock.advance(300);
}

export const Empty: Story = {
  play: async ({ args, canvasElement }) => {
    const { input, status } = await openSearch(canvasElement);
    await expect(input).toHaveFocus();
    await expect(status).toHaveTextContent('Start typing to search pages, articles, and documents');
    clock.advance(1000);
    await expect(args.search).not.toHaveBeenCalled();
  },
};

export const ModalBehaviour: Story = {
  play: async ({ canvasElement }) => {
    await expectModalBehaviour({
      canvasElement,
      openDialog: () =>
        userEvent.click(within(canvasElement).getByRole('button', { name: 'Search' })),
      dialogName: 'Search',
    });
  },
};

/** A search that never answers: the dialog keeps saying so. */
export const Searching: Story = {
  args: { search: fn((_query: string) => new Promise<SearchResult[]>(() => {})) },
  play: async ({ args, canvasElement }) => {
    const { input, status } = await openSearch(canvasElement);
    await userEvent.type(input, 'health');
    // Said at once, while the debounce runs, and until an answer comes.
    await expect(status).toHaveTextContent('Searching...');
    await expect(args.search).not.toHaveBeenCalled();
    clock.advance(300);
    await waitFor(() => expect(args.search).toHaveBeenCalledWith('health'));
    await expect(status).toHaveTextContent('Searching...');
  },
};

export const Results: Story = {
  play: async ({ canvasElement }) => {
    const { scope, input, status } = await openSearch(canvasElement);
    await searchFor(input, 'health');
    await waitFor(() => expect(status).toHaveTextContent('2 result(s) found'));
    const list = scope.getByRole('list', { name: '2 result(s) found' });
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(2);
    const [first, second] = items as [HTMLElement, HTMLElement];
    await expect(within(first).getByText('Page')).toBeVisible();
    await expect(within(first).getByRole('link', { name: 'What We Fund' })).toHaveAttribute(
      'href',
      '/what-we-do',
    );
    await expect(within(second).getByText('Article')).toBeVisible();
    await expect(
      within(second).getByRole('link', { name: 'Healthcare Access in Crisis Zones' }),
    ).toHaveAttribute('href', '/blog/healthcare-access-crisis-zones');
    await expect(within(second).getByText(/keep clinics open/)).toBeVisible();
    await expect(within(second).getByText('1 January 2023')).toHaveAttribute(
      'datetime',
      '2023-01-01',
    );
  },
};

/** Every type of result, each with its label. */
export const ResultTypes: Story = {
  args: { search: fn(async (_query: string) => siteEntries.slice(1)) },
  play: async ({ canvasElement }) => {
    const { scope, input, status } = await openSearch(canvasElement);
    await searchFor(input, 'trust');
    await waitFor(() => expect(status).toHaveTextContent('3 result(s) found'));
    const labels = { page: 'Page', blog: 'Article', document: 'Document' } as const;
    for (const type of searchResultTypes) {
      await expect(scope.getByText(labels[type])).toBeVisible();
    }
  },
};

/**
 * A search on a translated page: its own language's results first, then the pages that are
 * in English only. Each says its language by the language's own name, and its title and
 * excerpt carry that language's `lang`, so a screen reader reads each in its own.
 */
export const ResultsInTheirLanguages: Story = {
  args: {
    search: fn(async (_query: string) => [
      {
        type: 'page',
        title: 'Devenez notre partenaire',
        url: '/fr/donate',
        excerpt: 'Un don important, un partenariat d’entreprise ou de fondation, ou un legs.',
        language: { code: 'fr', name: 'Français' },
      },
      {
        type: 'page',
        title: 'Safeguarding Policy',
        url: '/safeguarding',
        excerpt: 'How the trust keeps children and adults at risk safe in everything it funds.',
        language: { code: 'en', name: 'English' },
      },
    ]),
  },
  play: async ({ canvasElement }) => {
    const { scope, input, status } = await openSearch(canvasElement);
    await searchFor(input, 'partenaire');
    await waitFor(() => expect(status).toHaveTextContent('2 result(s) found'));
    const [french, english] = scope.getAllByRole('listitem') as [HTMLElement, HTMLElement];
    await expect(within(french).getByText('Français')).toHaveAttribute('lang', 'fr');
    await expect(within(french).getByRole('link')).toHaveAttribute('lang', 'fr');
    await expect(within(english).getByText('English')).toHaveAttribute('lang', 'en');
    await expect(within(english).getByText(/keeps children/)).toHaveAttribute('lang', 'en');
    // The type and the language side by side, on one line.
    const typeBadge = within(french).getByText('Page').getBoundingClientRect();
    const languageBadge = within(french).getByText('Français').getBoundingClientRect();
    await expect(Math.abs(typeBadge.top - languageBadge.top)).toBeLessThan(1);
  },
};

/** The words the query matched are marked in each title and excerpt (bold, tinted). */
export const HighlightedMatches: Story = {
  args: {
    search: fn(async (query: string) =>
      (await searchSite(query)).map((result) => ({
        ...result,
        highlight: ['health', 'healthcare'],
      })),
    ),
  },
  play: async ({ canvasElement }) => {
    const { scope, input, status } = await openSearch(canvasElement);
    await searchFor(input, 'health');
    await waitFor(() => expect(status).toHaveTextContent('2 result(s) found'));
    const link = scope.getByRole('link', { name: 'Healthcare Access in Crisis Zones' });
    const mark = within(link).getByText('Healthcare');
    await expect(mark.tagName).toBe('MARK');
    // Bold as well as tinted: the match shows without relying on colour.
    await expect(Number(getComputedStyle(mark).fontWeight)).toBeGreaterThanOrEqual(700);
    await expect(scope.getByText('health').tagName).toBe('MARK');
  },
};

export const OneResult: Story = {
  play: async ({ canvasElement }) => {
    const { scope, input, status } = await openSearch(canvasElement);
    await searchFor(input, 'Constitution');
    await waitFor(() => expect(status).toHaveTextContent('1 result(s) found'));
    await expect(scope.getByRole('link', { name: 'Trust Constitution' })).toBeVisible();
  },
};

export const NoResults: Story = {
  play: async ({ canvasElement }) => {
    const { scope, input, status } = await openSearch(canvasElement);
    await searchFor(input, 'vaccines');
    await waitFor(() => expect(status).toHaveTextContent('No results found for "vaccines"'));
    await expect(scope.queryByRole('list')).toBeNull();
  },
};

export const SearchFailed: Story = {
  args: {
    search: fn((_query: string): Promise<SearchResult[]> =>
      Promise.reject(new Error('Search index unavailable')),
    ),
  },
  play: async ({ canvasElement }) => {
    const { scope, input } = await openSearch(canvasElement);
    await searchFor(input, 'health');
    const alert = await scope.findByRole('alert');
    await expect(alert).toHaveTextContent(
      'Search is not working right now. Please try again in a moment.',
    );
    await expect(scope.queryByRole('list')).toBeNull();
  },
};

/** A word that matches much of the site: 23 results, shown ten at a time. */
const manyEntries: SearchResult[] = Array.from({ length: 23 }, (_, index) => ({
  type: 'blog',
  title: `Field Notes ${index + 1}`,
  url: `/blog/field-notes-${index + 1}`,
  excerpt: 'What our partners learnt in the field this season.',
  date: '2024-03-01',
}));

/**
 * Many results: the first ten, then 'Show more results' for the next ten, which takes focus
 * to the first of them, so a keyboard carries on from where the list grew.
 */
export const ManyResults: Story = {
  args: { search: fn(async (_query: string) => manyEntries) },
  play: async ({ canvasElement }) => {
    const { scope, input, status } = await openSearch(canvasElement);
    await searchFor(input, 'field');
    await waitFor(() => expect(status).toHaveTextContent('23 result(s) found'));
    await expect(scope.getAllByRole('link')).toHaveLength(10);
    const more = scope.getByRole('button', { name: 'Show more results' });
    more.focus();
    await userEvent.keyboard('{Enter}');
    await expect(scope.getAllByRole('link')).toHaveLength(20);
    await expect(scope.getByRole('link', { name: 'Field Notes 11' })).toHaveFocus();
    await userEvent.click(scope.getByRole('button', { name: 'Show more results' }));
    await expect(scope.getAllByRole('link')).toHaveLength(23);
    await expect(scope.getByRole('link', { name: 'Field Notes 21' })).toHaveFocus();
    await expect(scope.queryByRole('button', { name: 'Show more results' })).toBeNull();
  },
};

export const KeyboardNavigation: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const { dialog, scope, input, status } = await openSearch(canvasElement);
    await searchFor(input, 'a');
    await waitFor(() => expect(status).toHaveTextContent('4 result(s) found'));
    const links = scope.getAllByRole('link');
    const [first, second, , last] = links as [HTMLElement, HTMLElement, HTMLElement, HTMLElement];
    await userEvent.keyboard('{ArrowDown}');
    await expect(first).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(second).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(last).toHaveFocus();
    // Down at the last stays there.
    await userEvent.keyboard('{ArrowDown}');
    await expect(last).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(first).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(input).toHaveFocus();
    // Enter on a result follows it and closes the dialog.
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(canvas.getByTestId('current-page')).toHaveTextContent('Current page: /what-we-do');
    await waitFor(() => expect(dialog).not.toHaveAttribute('open'));
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

export const ChoosingAResultWithThePointer: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const { dialog, scope, input, status } = await openSearch(canvasElement);
    await searchFor(input, 'about');
    await waitFor(() => expect(status).toHaveTextContent('1 result(s) found'));
    // The whole entry is the link's target, not just its title: the link is what lies under the excerpt.
    const excerpt = scope.getByText(/registered address in London/).getBoundingClientRect();
    const underPointer = document.elementFromPoint(
      excerpt.left + excerpt.width / 2,
      excerpt.top + excerpt.height / 2,
    );
    await expect(underPointer).toBe(scope.getByRole('link', { name: 'About the Trust' }));
    await userEvent.click(underPointer as Element);
    await expect(canvas.getByTestId('current-page')).toHaveTextContent('Current page: /about');
    await waitFor(() => expect(dialog).not.toHaveAttribute('open'));
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

/** The query waits for a 300 ms pause in typing before it is searched. */
export const Debounced: Story = {
  play: async ({ args, canvasElement }) => {
    const { input, status } = await openSearch(canvasElement);
    await userEvent.type(input, 'heal');
    clock.advance(299);
    await expect(args.search).not.toHaveBeenCalled();
    // More typing starts the wait again.
    await userEvent.type(input, 'th');
    clock.advance(299);
    await expect(args.search).not.toHaveBeenCalled();
    clock.advance(1);
    await waitFor(() => expect(args.search).toHaveBeenCalledOnce());
    await expect(args.search).toHaveBeenCalledWith('health');
    await waitFor(() => expect(status).toHaveTextContent('2 result(s) found'));
  },
};

export const BlankQuery: Story = {
  play: async ({ args, canvasElement }) => {
    const { input, status, scope } = await openSearch(canvasElement);
    await searchFor(input, '   ');
    await expect(args.search).not.toHaveBeenCalled();
    await expect(status).toHaveTextContent('Start typing to search pages, articles, and documents');
    await expect(scope.queryByRole('list')).toBeNull();
  },
};

/** Answers can arrive out of order: only the latest query's answer is shown. */
export const OutOfOrderAnswers: Story = {
  args: {
    search: fn(
      (query: string) =>
        new Promise<SearchResult[]>((resolve) => {
          pending.push({ query, resolve });
        }),
    ),
  },
  beforeEach: () => {
    pending.length = 0;
  },
  play: async ({ canvasElement }) => {
    const { scope, input, status } = await openSearch(canvasElement);
    await searchFor(input, 'health');
    await searchFor(input, 'care');
    await waitFor(() =>
      expect(pending.map(({ query }) => query)).toEqual(['health', 'healthcare']),
    );
    const [older, newer] = pending as [Pending, Pending];
    newer.resolve(siteEntries.slice(2, 3));
    await waitFor(() => expect(status).toHaveTextContent('1 result(s) found'));
    // The slower answer to the older query arrives last and is ignored.
    older.resolve(siteEntries);
    await new Promise((resolve) => requestAnimationFrame(resolve));
    await expect(status).toHaveTextContent('1 result(s) found');
    await expect(scope.getAllByRole('link')).toHaveLength(1);
  },
};

interface Pending {
  query: string;
  resolve: (results: SearchResult[]) => void;
}
const pending: Pending[] = [];

/** The 404 page opens the search with what the reader was looking for. */
export const WithAnInitialQuery: Story = {
  args: { initialQuery: 'constitution' },
  play: async ({ args, canvasElement }) => {
    const { input, status } = await openSearch(canvasElement);
    await expect(input).toHaveValue('constitution');
    await waitFor(() => expect(status).toHaveTextContent('1 result(s) found'));
    await expect(args.search).toHaveBeenCalledWith('constitution');
  },
};

/**
 * Prerendered open (it is hidden until its script shows it), the field may hold text by the
 * time the dialog hydrates: it searches for that, as for anything typed afterwards.
 */
export const HeldBeforeHydration: Story = {
  render: (args) => (
    // A root of its own: the story's clock reaches it only through its own provider.
    <Prerendered>
      <ClockProvider clock={clock}>
        <SearchExample {...args} defaultOpen />
      </ClockProvider>
    </Prerendered>
  ),
  play: async ({ args, canvasElement }) => {
    const field = canvasElement.querySelector('dialog input');
    typeBeforeHydration(field as HTMLInputElement, 'health');
    await hydratePrerendered(canvasElement);
    const scope = within(within(canvasElement).getByRole('dialog', { name: 'Search' }));
    const input = scope.getByRole('searchbox', { name: 'Search pages, articles and documents' });
    await expect(input).toHaveValue('health');
    await expect(input).toHaveFocus();
    await expect(scope.getByRole('status')).toHaveTextContent('Searching...');
    clock.advance(300);
    await waitFor(() => expect(scope.getByRole('status')).toHaveTextContent('2 result(s) found'));
    await expect(args.search).toHaveBeenCalledOnce();
    await expect(args.search).toHaveBeenCalledWith('health');
  },
};

export const ClosingClearsTheSearch: Story = {
  play: async ({ canvasElement }) => {
    const first = await openSearch(canvasElement);
    await searchFor(first.input, 'health');
    await waitFor(() => expect(first.status).toHaveTextContent('2 result(s) found'));
    await userEvent.keyboard('{Escape}');
    const second = await openSearch(canvasElement);
    await expect(second.input).toHaveValue('');
    await expect(second.status).toHaveTextContent(
      'Start typing to search pages, articles, and documents',
    );
    await expect(second.scope.queryByRole('list')).toBeNull();
  },
};

export const OnAPhone: Story = {
  globals: phone,
  parameters: { layout: 'fullscreen' },
  play: async ({ canvasElement }) => {
    const { dialog, input, status } = await openSearch(canvasElement);
    await searchFor(input, 'a');
    await waitFor(() => expect(status).toHaveTextContent('4 result(s) found'));
    await expect(dialog.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await expectNoSidewaysOverflow(dialog);
  },
};

export const RightToLeft: Story = {
  globals: rightToLeft,
  play: async ({ canvasElement }) => {
    const { dialog, input, status } = await openSearch(canvasElement);
    await searchFor(input, 'health');
    await waitFor(() => expect(status).toHaveTextContent('2 result(s) found'));
    // The magnifier sits at the field's reading start: its right-hand end.
    const icon = dialog.querySelector('svg[data-icon="search"]') as Element;
    const field = input.getBoundingClientRect();
    const iconBox = icon.getBoundingClientRect();
    await expect(field.right - iconBox.right).toBeLessThan(iconBox.left - field.left);
    // Badges start at the right edge of their entry.
    const item = within(dialog).getAllByRole('listitem')[0] as HTMLElement;
    const badge = within(item).getByText('Page').getBoundingClientRect();
    await expect(item.getBoundingClientRect().right - badge.right).toBeLessThan(
      badge.left - item.getBoundingClientRect().left,
    );
  },
};
