import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  doubleTextSize,
  expectNoSidewaysOverflow,
  narrowFrame,
  phone,
  rightToLeft,
} from '../../storybook/decorators.tsx';
import {
  hydratePrerendered,
  Prerendered,
  typeBeforeHydration,
} from '../../storybook/prerendered.tsx';
import { Box } from '../../primitives/layout/Box/Box.tsx';
import { expectFitsWindow, hitAt } from '../../components/cards/Card/storyHelpers.ts';
import { NotFound, NotFoundLayout } from './NotFound.tsx';
import { NotFoundActions } from './NotFoundActions.tsx';
import { NotFoundHelp } from './NotFoundHelp.tsx';
import { NotFoundLinks } from './NotFoundLinks.tsx';
import { NotFoundSearch } from './NotFoundSearch.tsx';

const links = [
  { label: 'About Us', href: '/about' },
  { label: 'What We Do', href: '/what-we-do' },
  { label: 'Impact & Blog', href: '/blog' },
  { label: 'Get Involved', href: '/get-involved' },
  { label: 'Publications', href: '/publications' },
  { label: 'Contact', href: '/contact' },
];

const meta = {
  title: 'Page layouts/NotFound',
  component: NotFound,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'The 404 page: the whole main content for any address the site does not know. A large "404" ' +
          '(decoration: the heading "Page Not Found" says it in words), a quick search (a real search form; ' +
          '`onSearch` receives the trimmed text, never an empty one, and should open the site search dialog ' +
          'with it; without script the form is a plain GET to `searchAction`, this page by default, with the ' +
          'text as `?q=`), three cards (Home Page, Search Site, Go Back), the pages given in `links`, Go to Homepage ' +
          'and Go Back, and a "Need Help?" note linking to the contact page. Go Back goes back in the ' +
          "browser's history unless `onGoBack` is given. A page that hydrates only what a visitor operates " +
          'builds it from its parts in **NotFoundLayout**: **NotFoundSearch** and **NotFoundActions** as ' +
          'islands, **NotFoundLinks** and **NotFoundHelp** as static HTML (ComposedFromParts). ' +
          'For an article slug that matches nothing use ' +
          '**ArticleNotFound** instead.',
      },
    },
  },
  args: { links, contactHref: '/contact', onSearch: fn(), onGoBack: fn() },
} satisfies Meta<typeof NotFound>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FullPage: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    await expect(canvas.getByText('404')).toHaveAttribute('aria-hidden', 'true');
    await expect(
      canvas.getByText("The page you're looking for doesn't exist or has been moved."),
    ).toBeVisible();
    const search = canvas.getByRole('search', { name: 'Search the site' });
    await expect(within(search).getByRole('searchbox', { name: 'Search the site' })).toBeVisible();
    await expect(within(search).getByRole('button', { name: 'Search' })).toBeVisible();

    await expect(
      canvas.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent),
    ).toEqual(['Home Page', 'Search Site', 'Go Back', 'Popular Pages']);
    await expect(canvas.getByRole('link', { name: 'Home Page' })).toHaveAttribute('href', '/');

    const nav = canvas.getByRole('navigation', { name: 'Popular Pages' });
    await expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(links.map((link) => link.label));
    await expect(canvas.getByRole('link', { name: 'Go to Homepage' })).toHaveAttribute('href', '/');
    await expect(canvas.getAllByRole('button', { name: 'Go Back' })).toHaveLength(2);
    await expect(canvas.getByText('Need Help?')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Contact us' })).toHaveAttribute(
      'href',
      '/contact',
    );
  },
};

export const SearchWithQuery: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByRole('searchbox'), '  safeguarding policy  ');
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(args.onSearch).toHaveBeenCalledOnce();
    await expect(args.onSearch).toHaveBeenCalledWith('safeguarding policy');

    // Enter sends it too, without leaving the page.
    const submits: boolean[] = [];
    const record = (event: Event) => submits.push(event.defaultPrevented);
    document.addEventListener('submit', record);
    await userEvent.clear(canvas.getByRole('searchbox'));
    await userEvent.type(canvas.getByRole('searchbox'), 'annual report{Enter}');
    document.removeEventListener('submit', record);
    await expect(submits).toEqual([true]);
    await expect(args.onSearch).toHaveBeenLastCalledWith('annual report');
  },
};

export const EmptyQueryIgnored: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await userEvent.type(canvas.getByRole('searchbox'), '   {Enter}');
    await expect(args.onSearch).not.toHaveBeenCalled();
    // The reader is left where they can type.
    await expect(canvas.getByRole('searchbox')).toHaveFocus();
  },
};

/** The Search Site card opens the site search; a click anywhere on the card presses it. */
export const SearchSiteCard: Story = {
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Search Site' });
    const card = button.closest('li')?.firstElementChild as HTMLElement;
    // Near the card's bottom corner, far from the title: still the button.
    const { width, height } = card.getBoundingClientRect();
    await expect(hitAt(card, width - 12, height - 12)).toBe(button);
    await userEvent.click(button);
    await expect(args.onSearch).toHaveBeenCalledOnce();
    await expect(args.onSearch).toHaveBeenCalledWith('');
  },
};

/**
 * The 404 page is static HTML until its script runs. A search typed in that gap is what
 * Search sends once the page hydrates.
 */
export const TypedBeforeHydration: Story = {
  render: (args) => (
    <Prerendered>
      <NotFound {...args} />
    </Prerendered>
  ),
  play: async ({ args, canvas, canvasElement }) => {
    typeBeforeHydration(canvas.getByRole('searchbox'), '  safeguarding policy ');
    await hydratePrerendered(canvasElement);
    await expect(canvas.getByRole('searchbox')).toHaveValue('  safeguarding policy ');
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(args.onSearch).toHaveBeenCalledOnce();
    await expect(args.onSearch).toHaveBeenCalledWith('safeguarding policy');
  },
};

/**
 * The same page from its parts, as a site that hydrates only what a visitor operates builds
 * it: NotFoundSearch (the heading, quick search and cards) and NotFoundActions as its
 * interactive parts, NotFoundLinks and NotFoundHelp as static HTML, in NotFoundLayout.
 */
export const ComposedFromParts: Story = {
  render: (args) => (
    <NotFoundLayout>
      <NotFoundSearch onSearch={args.onSearch} onGoBack={args.onGoBack} />
      <NotFoundLinks links={args.links} />
      <NotFoundActions onGoBack={args.onGoBack} />
      <NotFoundHelp contactHref={args.contactHref} />
    </NotFoundLayout>
  ),
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(4);
    await expect(canvas.getByRole('navigation', { name: 'Popular Pages' })).toBeVisible();
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search the site' }), 'clinics');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSearch).toHaveBeenCalledWith('clinics');
    const [card, button] = canvas.getAllByRole('button', { name: 'Go Back' });
    await userEvent.click(card as HTMLElement);
    await userEvent.click(button as HTMLElement);
    await expect(args.onGoBack).toHaveBeenCalledTimes(2);
    await expect(canvas.getByRole('link', { name: 'Contact us' })).toHaveAttribute(
      'href',
      '/contact',
    );
  },
};

export const GoBack: Story = {
  play: async ({ args, canvas }) => {
    const [card, button] = canvas.getAllByRole('button', { name: 'Go Back' });
    await userEvent.click(button as HTMLElement);
    await expect(args.onGoBack).toHaveBeenCalledOnce();
    await userEvent.click(card as HTMLElement);
    await expect(args.onGoBack).toHaveBeenCalledTimes(2);
  },
};

/** Each card is one tab stop, with the focus ring round the whole card. */
export const KeyboardCards: Story = {
  play: async ({ args, canvas }) => {
    const home = canvas.getByRole('link', { name: 'Home Page' });
    home.focus();
    await userEvent.tab();
    const searchCard = canvas.getByRole('button', { name: 'Search Site' });
    await expect(searchCard).toHaveFocus();
    await expect(getComputedStyle(searchCard, '::after').outlineStyle).toBe('solid');
    await userEvent.tab();
    await expect(canvas.getAllByRole('button', { name: 'Go Back' })[0]).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onGoBack).toHaveBeenCalledOnce();
    // Links on their own line: at least 24 by 24 px (links inside a sentence are exempt).
    const nav = canvas.getByRole('navigation');
    for (const control of [
      ...within(nav).getAllByRole('link'),
      canvas.getByRole('link', { name: 'Go to Homepage' }),
    ]) {
      const { width, height } = control.getBoundingClientRect();
      await expect(width).toBeGreaterThanOrEqual(24);
      await expect(height).toBeGreaterThanOrEqual(24);
    }
  },
};

export const OnPhone: Story = {
  globals: phone,
  parameters: { layout: 'fullscreen' },
  // The page's own container gives the side margins.
  render: (args) => (
    <Box paddingInline="md">
      <NotFound {...args} />
    </Box>
  ),
  play: async ({ args, canvas, canvasElement }) => {
    // One card per row.
    const cards = canvas
      .getAllByRole('heading', { level: 2 })
      .slice(0, 3)
      .map((heading) => heading.getBoundingClientRect());
    await expect(cards[1]?.top).toBeGreaterThan(cards[0]?.bottom ?? 0);
    await expect(cards[2]?.top).toBeGreaterThan(cards[1]?.bottom ?? 0);
    await userEvent.type(canvas.getByRole('searchbox'), 'trustees');
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(args.onSearch).toHaveBeenCalledWith('trustees');
    await expectFitsWindow(canvasElement);
  },
};

export const RightToLeft: Story = {
  globals: rightToLeft,
  args: {
    title: 'الصفحة غير موجودة',
    description: 'الصفحة التي تبحث عنها غير موجودة أو تم نقلها.',
    searchLabel: 'ابحث في الموقع',
    searchButtonLabel: 'بحث',
    homeCard: { title: 'الصفحة الرئيسية', description: 'ابدأ من جديد من صفحتنا الرئيسية.' },
    searchCard: { title: 'البحث في الموقع', description: 'الصفحات والمقالات والمستندات.' },
    backCard: { title: 'رجوع', description: 'عد إلى الصفحة التي كنت فيها.' },
    linksTitle: 'صفحات شائعة',
    links: [
      { label: 'من نحن', href: '/about' },
      { label: 'ما نموّله', href: '/what-we-do' },
      { label: 'الأثر والمدونة', href: '/blog' },
      { label: 'شارك معنا', href: '/get-involved' },
      { label: 'المنشورات', href: '/publications' },
      { label: 'اتصل بنا', href: '/contact' },
    ],
    homeLabel: 'الذهاب إلى الصفحة الرئيسية',
    backLabel: 'العودة',
    helpTitle: 'هل تحتاج إلى مساعدة؟',
    helpText: 'إذا لم تجد ما تبحث عنه، فريقنا هنا للمساعدة.',
    contactLabel: 'تواصل معنا',
  },
  play: async ({ args, canvas, canvasElement }) => {
    // The search button follows the field: to its left.
    const field = canvas.getByRole('searchbox', { name: 'ابحث في الموقع' });
    const submit = canvas.getByRole('button', { name: 'بحث' });
    if (submit.getBoundingClientRect().top < field.getBoundingClientRect().bottom) {
      await expect(submit.getBoundingClientRect().right).toBeLessThanOrEqual(
        field.getBoundingClientRect().left,
      );
    }
    // Go to Homepage comes first, on the right; Go Back's arrow is mirrored.
    const home = canvas.getByRole('link', { name: 'الذهاب إلى الصفحة الرئيسية' });
    const back = canvas.getByRole('button', { name: 'العودة' });
    await expect(home.getBoundingClientRect().left).toBeGreaterThanOrEqual(
      back.getBoundingClientRect().right,
    );
    await expect(back.querySelector('svg')).toHaveAttribute('data-mirrored', 'true');
    // The number still reads 404, left to right.
    await expect(getComputedStyle(canvas.getByText('404')).direction).toBe('ltr');

    await userEvent.type(field, 'حماية');
    await userEvent.click(submit);
    await expect(args.onSearch).toHaveBeenCalledWith('حماية');
    await userEvent.click(back);
    await expect(args.onGoBack).toHaveBeenCalledOnce();
    await expectNoSidewaysOverflow(canvasElement);
  },
};

export const NarrowScreen: Story = {
  decorators: [narrowFrame],
  play: async ({ canvas }) => {
    await expectNoSidewaysOverflow(canvas.getByTestId('narrow-frame'));
  },
};

/** 200% text in 320 px: everything wraps, the large number shrinks to fit, nothing goes sideways. */
export const DoubleTextSize: Story = {
  decorators: [narrowFrame],
  globals: doubleTextSize,
  play: async ({ canvas }) => {
    const frame = canvas.getByTestId('narrow-frame');
    await expect(canvas.getByText('404').getBoundingClientRect().width).toBeLessThanOrEqual(
      frame.getBoundingClientRect().width,
    );
    await expect(canvas.getByRole('button', { name: 'Search' })).toBeVisible();
    await expectNoSidewaysOverflow(frame);
  },
};
