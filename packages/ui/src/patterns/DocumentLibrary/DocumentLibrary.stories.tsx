import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  doubleTextSize,
  expectNoSidewaysOverflow,
  narrowFrame,
  phone,
  rightToLeft,
} from '../../storybook/decorators.tsx';
import {
  chooseBeforeHydration,
  hydratePrerendered,
  Prerendered,
  typeBeforeHydration,
} from '../../storybook/prerendered.tsx';
import { Box } from '../../primitives/layout/Box/Box.tsx';
import { Stack } from '../../primitives/layout/Stack/Stack.tsx';
import { DocumentLibrarySearch } from './DocumentLibrarySearch.tsx';
import { DocumentList } from './DocumentList.tsx';
import { expectFitsWindow } from '../../components/cards/Card/storyHelpers.ts';
import {
  DocumentLibrary,
  completeDocumentFilters,
  type DocumentLibraryFilters,
  type LibraryDocument,
} from './DocumentLibrary.tsx';

// The spec's two built-in documents, then the trust's other published papers.
const documents: LibraryDocument[] = [
  {
    id: 'trust-constitution',
    title: 'Trust Constitution',
    type: 'Constitution',
    description:
      'The signed constitution of the Global Health Access Trust: its charitable purposes, powers, trustees and the rules for their decisions.',
    date: '2024-01-15',
    version: '1.0',
    size: '2.4 MB',
    tags: ['governance', 'constitution', 'legal', 'charity law'],
    checksum: '24158cdcf07f9640a3710c64727fb04f13c3a5d50452a67cdf5bdc2efa86c993',
    viewHref: '/constitution',
    downloadHref: '/documents/ghat-trust-constitution-v1.0.pdf',
    downloadFileName: 'GHAT-Trust-Constitution-v1.0.pdf',
  },
  {
    id: 'safeguarding-statement-2024',
    title: 'Safeguarding Statement 2024',
    type: 'Policy Statement',
    description:
      'How the trust and its partners keep children and adults at risk safe, and how to raise a concern.',
    date: '2024-09-01',
    version: '2.1',
    size: '1.8 MB',
    tags: ['safeguarding', 'policy', 'protection'],
    checksum: 'a819e199a22e8892f7f0b6f9cca8f18cc0ac12d2436570a03d90d4c478a16a69',
    viewHref: '/documents/safeguarding-statement-2024.pdf',
    downloadHref: '/documents/safeguarding-statement-2024.pdf',
  },
  {
    id: 'annual-report-2024',
    title: 'Annual Report and Accounts 2024',
    type: 'Annual Report',
    description:
      'Our Impact in 12 countries: the programmes we funded, the people they reached and how every pound was spent.',
    date: '2025-06-30',
    version: '1.0',
    size: '5.6 MB',
    tags: ['impact', 'finance', 'accountability'],
    checksum: '7e8a2e6726c9e0fa54dc921d1e22466fc680d1b8d0d4130f31619c269a61066f',
    viewHref: '/documents/annual-report-2024.pdf',
    downloadHref: '/documents/annual-report-2024.pdf',
  },
  {
    id: 'conflict-of-interest-policy',
    title: 'Conflict of Interest Policy',
    type: 'Policy',
    description:
      'How trustees and staff declare and manage interests that could affect, or be seen to affect, their decisions.',
    date: '2025-05-08',
    version: '1.0',
    size: '640 KB',
    tags: ['governance', 'trustees', 'integrity'],
    checksum: 'e41160b07660f6d48b5b4cdeb029164dac887c270d6b4ebe84559860dc6dd2b9',
    viewHref: '/conflict-of-interest',
    downloadHref: '/documents/conflict-of-interest-policy.pdf',
  },
  {
    id: 'whistleblowing-policy',
    title: 'Whistleblowing Policy',
    type: 'Policy',
    description:
      'How to raise a concern about wrongdoing in confidence, and how the Board of Trustees responds.',
    date: '2025-05-08',
    version: '1.0',
    size: '520 KB',
    tags: ['governance', 'reporting', 'concerns'],
    checksum: '3366a2095a2046ad73e36880e963bc3e8a2ffee0519ba673dfc30329cfda97cb',
    viewHref: '/whistleblowing',
    downloadHref: '/documents/whistleblowing-policy.pdf',
  },
  {
    id: 'risk-management-framework',
    title: 'Risk Management Framework',
    type: 'Policy',
    description:
      'Quarterly risk assessment, likelihood and impact scoring, and how risks are reported to the Board.',
    date: '2025-05-08',
    version: '1.1',
    size: '710 KB',
    tags: ['risk', 'governance', 'oversight'],
    checksum: '0ddbe9fbf1ba7237ca2cb94346cd8957d3748b0528338491bf97600496089755',
    viewHref: '/risk-management',
    downloadHref: '/documents/risk-management-framework.pdf',
  },
  {
    id: 'grant-making-principles',
    title: 'Grant-Making Principles',
    type: 'Guidance',
    description:
      'The due diligence and public benefit tests every grant must pass before the Board resolves to fund it.',
    date: '2023-11-20',
    version: '1.0',
    size: '430 KB',
    tags: ['grants', 'due diligence', 'public benefit'],
    checksum: '4a34a2990eeb520bff1c6f967b57198e308278a5b26290bd253a9faa166466c2',
    viewHref: '/documents/grant-making-principles.pdf',
    downloadHref: '/documents/grant-making-principles.pdf',
  },
];

/** What `within` and a play function's `canvas` both give. */
type Canvas = Pick<ReturnType<typeof within>, 'queryAllByRole'>;

/** The titles of the cards shown, in order. */
const shownTitles = (canvas: Canvas) =>
  canvas
    .queryAllByRole('article')
    .map((card: HTMLElement) => within(card).getByRole('heading').textContent ?? '');

const optionTexts = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => option.textContent);

// Stories stay on the page: following a link would navigate the story frame away.
const stay = (_document: LibraryDocument, event: { preventDefault: () => void }) =>
  event.preventDefault();

const meta = {
  title: 'Page layouts/DocumentLibrary',
  component: DocumentLibrary,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'The publications page: a search box and Type and Year filters above a list of **DocumentCard**s, ' +
          'filtered as the reader types or chooses (no submit button; Enter does not reload the page). Search ' +
          'matches the title, description or any tag, ignoring case; the type must match exactly; the year ' +
          'matches the start of the date. The filter choices come from the documents, years newest first. The ' +
          'number found is announced politely, and "No documents found" when nothing matches. **Clear filters** ' +
          'appears while any filter is on and returns focus to the search box. Give `filters` and ' +
          '`onFiltersChange` to keep the filters in the address; `onView` and `onDownload` receive the document ' +
          'for page-event tracking. A page whose cards are static HTML uses its two halves instead: ' +
          '**DocumentList** with an `id`, and **DocumentLibrarySearch** with that `listId`, which hides the ' +
          'cards that do not match (StaticListWithSearch). For a single document use **DocumentCard**; for ' +
          'the site-wide search use **SearchDialog**.',
      },
    },
  },
  args: {
    documents,
    onView: fn(stay),
    onDownload: fn(stay),
    onFiltersChange: fn(),
  },
} satisfies Meta<typeof DocumentLibrary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllDocuments: Story = {
  play: async ({ canvas }) => {
    await expect(shownTitles(canvas)).toEqual(documents.map((document) => document.title));
    await expect(canvas.getByRole('status')).toHaveTextContent('7 documents');
    await expect(canvas.getByRole('search', { name: 'Filter documents' })).toBeVisible();
    await expect(optionTexts(canvas.getByRole('combobox', { name: 'Type' }))).toEqual([
      'All types',
      'Annual Report',
      'Constitution',
      'Guidance',
      'Policy',
      'Policy Statement',
    ]);
    await expect(optionTexts(canvas.getByRole('combobox', { name: 'Year' }))).toEqual([
      'All years',
      '2025',
      '2024',
      '2023',
    ]);
    // Nothing to clear yet, and nothing to submit.
    await expect(canvas.queryByRole('button', { name: 'Clear filters' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'View Trust Constitution' })).toHaveAttribute(
      'href',
      '/constitution',
    );
  },
};

export const FilteredByText: Story = {
  play: async ({ args, canvas }) => {
    const search = canvas.getByRole('searchbox', { name: 'Search documents' });
    // Case does not matter; a tag is enough to match.
    await userEvent.type(search, 'Governance');
    await expect(shownTitles(canvas)).toEqual([
      'Trust Constitution',
      'Conflict of Interest Policy',
      'Whistleblowing Policy',
      'Risk Management Framework',
    ]);
    await expect(canvas.getByRole('status')).toHaveTextContent('4 documents');
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({
      query: 'Governance',
      type: 'all',
      year: 'all',
    });

    // Enter stays on the page: the submit is cancelled, so the list is still here.
    const submits: boolean[] = [];
    const record = (event: Event) => submits.push(event.defaultPrevented);
    document.addEventListener('submit', record);
    await userEvent.clear(search);
    await userEvent.type(search, 'adults at risk{Enter}');
    document.removeEventListener('submit', record);
    await expect(submits).toEqual([true]);
    await expect(shownTitles(canvas)).toEqual(['Safeguarding Statement 2024']);
    await expect(canvas.getByRole('status')).toHaveTextContent('1 document');
  },
};

/** The type matches exactly: 'Policy' leaves out the 'Policy Statement'. */
/**
 * The library in two halves, as a static site builds it: **DocumentList** with an `id` is
 * static HTML, and **DocumentLibrarySearch** with that `listId` is the only part that needs
 * script. It hides the cards that do not match, and the list when none does.
 */
export const StaticListWithSearch: Story = {
  render: (args) => (
    <Stack space="lg">
      <DocumentLibrarySearch documents={args.documents} listId="static-documents" />
      <DocumentList documents={args.documents} id="static-documents" />
    </Stack>
  ),
  play: async ({ canvas }) => {
    await expect(shownTitles(canvas)).toHaveLength(documents.length);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Type' }), 'Policy');
    await expect(shownTitles(canvas)).toEqual([
      'Conflict of Interest Policy',
      'Whistleblowing Policy',
      'Risk Management Framework',
    ]);
    await expect(canvas.getByRole('status')).toHaveTextContent('3 documents');
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search documents' }), 'zzz');
    await expect(canvas.getByRole('status')).toHaveTextContent('No documents found');
    await expect(canvas.queryAllByRole('article')).toHaveLength(0);
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    await expect(shownTitles(canvas)).toHaveLength(documents.length);
  },
};

export const FilteredByType: Story = {
  play: async ({ canvas }) => {
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Type' }), 'Policy');
    await expect(shownTitles(canvas)).toEqual([
      'Conflict of Interest Policy',
      'Whistleblowing Policy',
      'Risk Management Framework',
    ]);
    await expect(canvas.getByRole('status')).toHaveTextContent('3 documents');
    await expect(canvas.getByRole('button', { name: 'Clear filters' })).toBeVisible();
  },
};

export const FilteredByYear: Story = {
  play: async ({ canvas }) => {
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Year' }), '2024');
    await expect(shownTitles(canvas)).toEqual([
      'Trust Constitution',
      'Safeguarding Statement 2024',
    ]);
    await expect(canvas.getByRole('status')).toHaveTextContent('2 documents');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Year' }), '2023');
    await expect(shownTitles(canvas)).toEqual(['Grant-Making Principles']);
    await expect(canvas.getByRole('status')).toHaveTextContent('1 document');
  },
};

export const EmptyResult: Story = {
  play: async ({ canvas }) => {
    const search = canvas.getByRole('searchbox', { name: 'Search documents' });
    await userEvent.type(search, 'malaria');
    await expect(canvas.getByRole('status')).toHaveTextContent('No documents found');
    await expect(canvas.queryAllByRole('article')).toHaveLength(0);

    // Clear filters brings everything back and puts the reader in the search box again.
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    await expect(search).toHaveValue('');
    await expect(search).toHaveFocus();
    await expect(shownTitles(canvas)).toHaveLength(7);
    await expect(canvas.getByRole('status')).toHaveTextContent('7 documents');
    await expect(canvas.queryByRole('button', { name: 'Clear filters' })).toBeNull();
  },
};

/** Search, type and year together, cleared from the keyboard. */
export const CombinedAndCleared: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('searchbox'), 'policy');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Type' }), 'Policy');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Year' }), '2025');
    await expect(shownTitles(canvas)).toEqual([
      'Conflict of Interest Policy',
      'Whistleblowing Policy',
    ]);
    const clear = canvas.getByRole('button', { name: 'Clear filters' });
    clear.focus();
    await expect(getComputedStyle(clear).outlineStyle).toBe('solid');
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('searchbox')).toHaveFocus();
    await expect(canvas.getByRole('combobox', { name: 'Type' })).toHaveValue('all');
    await expect(canvas.getByRole('combobox', { name: 'Year' })).toHaveValue('all');
    await expect(shownTitles(canvas)).toHaveLength(7);
  },
};

/** View and Download report which document was opened, for page-event tracking. */
export const Tracking: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('link', { name: 'View Trust Constitution' }));
    await expect(args.onView).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'trust-constitution' }),
      expect.anything(),
    );
    await userEvent.click(
      canvas.getByRole('link', { name: 'Download Safeguarding Statement 2024' }),
    );
    await expect(args.onDownload).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'safeguarding-statement-2024' }),
      expect.anything(),
    );
  },
};

/** Where the filters live in the address: read from it on load, written back on every change. */
function toAddress({ query, type, year }: DocumentLibraryFilters) {
  const search = new URLSearchParams();
  if (query.trim()) search.set('q', query.trim());
  if (type !== 'all') search.set('type', type);
  if (year !== 'all') search.set('year', year);
  const text = search.toString();
  return text ? `/publications?${text}` : '/publications';
}

/** The page owns the filters and keeps them in the address; it opens on '?type=Policy'. */
export const ControlledFilters: Story = {
  render: function Render(args) {
    const [filters, setFilters] = useState(() => completeDocumentFilters({ type: 'Policy' }));
    return (
      <Box display="flex" flexDirection="column" gap="md">
        <p>
          Address: <code data-testid="address">{toAddress(filters)}</code>
        </p>
        <DocumentLibrary
          {...args}
          filters={filters}
          onFiltersChange={(next) => {
            setFilters(next);
            args.onFiltersChange?.(next);
          }}
        />
      </Box>
    );
  },
  play: async ({ canvas }) => {
    const address = canvas.getByTestId('address');
    await expect(address).toHaveTextContent('/publications?type=Policy');
    await expect(shownTitles(canvas)).toHaveLength(3);
    await expect(canvas.getByRole('button', { name: 'Clear filters' })).toBeVisible();

    await userEvent.type(canvas.getByRole('searchbox'), 'board');
    await expect(address).toHaveTextContent('/publications?q=board&type=Policy');
    await expect(shownTitles(canvas)).toEqual([
      'Whistleblowing Policy',
      'Risk Management Framework',
    ]);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Type' }), 'Guidance');
    await expect(address).toHaveTextContent('/publications?q=board&type=Guidance');
    await expect(shownTitles(canvas)).toEqual(['Grant-Making Principles']);

    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    await expect(address).toHaveTextContent(/^\/publications$/);
    await expect(shownTitles(canvas)).toHaveLength(7);
  },
};

/**
 * The page is static HTML until its script runs, and a reader on a slow phone may choose a
 * type first. Once the library hydrates it filters by that choice, as if made afterwards.
 */
export const TypeChosenBeforeHydration: Story = {
  render: (args) => (
    <Prerendered>
      <DocumentLibrary {...args} />
    </Prerendered>
  ),
  play: async ({ args, canvas, canvasElement }) => {
    chooseBeforeHydration(canvas.getByRole('combobox', { name: 'Type' }), 'Policy Statement');
    // Plain HTML so far: the list has not changed.
    await expect(shownTitles(canvas)).toHaveLength(7);

    await hydratePrerendered(canvasElement);
    await expect(shownTitles(canvas)).toEqual(['Safeguarding Statement 2024']);
    await expect(canvas.getByRole('status')).toHaveTextContent('1 document');
    await expect(canvas.getByRole('combobox', { name: 'Type' })).toHaveValue('Policy Statement');
    await expect(args.onFiltersChange).toHaveBeenCalledOnce();
    await expect(args.onFiltersChange).toHaveBeenCalledWith({
      query: '',
      type: 'Policy Statement',
      year: 'all',
    });
    await expect(canvas.getByRole('button', { name: 'Clear filters' })).toBeVisible();
  },
};

/** Search text typed before the library hydrates filters it once it does, and stays in the box. */
export const SearchTypedBeforeHydration: Story = {
  render: TypeChosenBeforeHydration.render,
  play: async ({ args, canvas, canvasElement }) => {
    typeBeforeHydration(
      canvas.getByRole('searchbox', { name: 'Search documents' }),
      'SafeGuarding',
    );
    await expect(shownTitles(canvas)).toHaveLength(7);

    await hydratePrerendered(canvasElement);
    const search = canvas.getByRole('searchbox', { name: 'Search documents' });
    await expect(search).toHaveValue('SafeGuarding');
    await expect(shownTitles(canvas)).toEqual(['Safeguarding Statement 2024']);
    await expect(canvas.getByRole('status')).toHaveTextContent('1 document');
    await expect(args.onFiltersChange).toHaveBeenCalledOnce();
    await expect(args.onFiltersChange).toHaveBeenCalledWith({
      query: 'SafeGuarding',
      type: 'all',
      year: 'all',
    });

    // Alive now: the next keystroke carries on from the adopted text.
    await userEvent.type(search, ' 2024');
    await expect(search).toHaveValue('SafeGuarding 2024');
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({
      query: 'SafeGuarding 2024',
      type: 'all',
      year: 'all',
    });
  },
};

export const OnPhone: Story = {
  globals: phone,
  parameters: { layout: 'fullscreen' },
  render: (args) => (
    <Box padding="md">
      <DocumentLibrary {...args} />
    </Box>
  ),
  play: async ({ canvas, canvasElement }) => {
    const search = canvas.getByRole('searchbox');
    const type = canvas.getByRole('combobox', { name: 'Type' });
    // The search takes its own row; the two filters share the next.
    await expect(type.getBoundingClientRect().top).toBeGreaterThan(
      search.getBoundingClientRect().bottom,
    );
    await userEvent.type(search, 'policy');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Year' }), '2025');
    await expect(shownTitles(canvas)).toEqual([
      'Conflict of Interest Policy',
      'Whistleblowing Policy',
    ]);
    await expect(canvas.getByRole('status')).toHaveTextContent('2 documents');
    // One card per row on a phone.
    const cards = canvas.getAllByRole('article').map((card) => card.getBoundingClientRect());
    await expect(cards[1]?.top).toBeGreaterThan(cards[0]?.bottom ?? 0);
    await expectFitsWindow(canvasElement);
  },
};

const arabicDocuments: LibraryDocument[] = [
  {
    ...(documents[0] as LibraryDocument),
    title: 'دستور الصندوق',
    type: 'دستور',
    description: 'الدستور الموقّع للصندوق: أغراضه الخيرية وصلاحياته وأمناؤه.',
    tags: ['حوكمة', 'دستور', 'قانوني'],
  },
  {
    ...(documents[1] as LibraryDocument),
    title: 'بيان الحماية 2024',
    type: 'بيان سياسة',
    description:
      'كيف يحمي الصندوق وشركاؤه الأطفال والبالغين المعرّضين للخطر، وكيفية الإبلاغ عن قلق.',
    tags: ['حماية', 'سياسة'],
  },
  {
    ...(documents[2] as LibraryDocument),
    title: 'التقرير السنوي والحسابات 2024',
    type: 'تقرير سنوي',
    description: 'أثرنا في 12 دولة: البرامج التي موّلناها والأشخاص الذين وصلت إليهم.',
    tags: ['الأثر', 'المالية'],
  },
];

export const RightToLeft: Story = {
  globals: rightToLeft,
  args: {
    documents: arabicDocuments,
    filtersLabel: 'تصفية المستندات',
    searchLabel: 'ابحث في المستندات',
    clearSearchLabel: 'مسح البحث',
    typeLabel: 'النوع',
    allTypesLabel: 'كل الأنواع',
    yearLabel: 'السنة',
    allYearsLabel: 'كل السنوات',
    clearFiltersLabel: 'مسح عوامل التصفية',
    emptyMessage: 'لم يتم العثور على مستندات',
    resultCountMessage: (count) => `عدد المستندات: ${count}`,
    cardProps: {
      locale: 'ar',
      viewLabel: 'عرض',
      downloadLabel: 'تنزيل',
      publishedLabel: 'تاريخ النشر',
      versionLabel: 'الإصدار',
      sizeLabel: 'الحجم',
      tagsLabel: 'الوسوم',
    },
  },
  play: async ({ canvas, canvasElement }) => {
    const form = canvas.getByRole('search', { name: 'تصفية المستندات' }).getBoundingClientRect();
    const search = canvas.getByRole('searchbox', { name: 'ابحث في المستندات' });
    const type = canvas.getByRole('combobox', { name: 'النوع' });
    // The search box starts the filters on the right; the type filter follows to its left or below.
    await expect(form.right - search.getBoundingClientRect().right).toBeLessThan(form.width / 8);
    const typeBox = type.getBoundingClientRect();
    if (typeBox.top < search.getBoundingClientRect().bottom) {
      await expect(typeBox.right).toBeLessThanOrEqual(search.getBoundingClientRect().left);
    }

    await userEvent.type(search, 'حماية');
    await expect(shownTitles(canvas)).toEqual(['بيان الحماية 2024']);
    await expect(canvas.getByRole('status')).toHaveTextContent('عدد المستندات: 1');
    await userEvent.clear(search);
    await userEvent.selectOptions(type, 'تقرير سنوي');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'السنة' }), '2024');
    await expect(canvas.getByRole('status')).toHaveTextContent('لم يتم العثور على مستندات');
    await userEvent.click(canvas.getByRole('button', { name: 'مسح عوامل التصفية' }));
    await expect(shownTitles(canvas)).toHaveLength(3);
    await expectNoSidewaysOverflow(canvasElement);
  },
};

export const NarrowScreen: Story = {
  decorators: [narrowFrame],
  play: async ({ canvas }) => {
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Year' }), '2024');
    await expect(canvas.getByRole('button', { name: 'Clear filters' })).toBeVisible();
    await expectNoSidewaysOverflow(canvas.getByTestId('narrow-frame'));
  },
};

export const DoubleTextSize: Story = {
  ...NarrowScreen,
  globals: doubleTextSize,
};
