import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RouterLink } from '../../../test/RouterLink.tsx';
import { LinkProvider } from '../../primitives/actions/LinkProvider/LinkProvider.tsx';
import { LocaleProvider } from '../../i18n/LocaleProvider.tsx';
import { fr } from '../../i18n/locales/fr.ts';
import { PolicyLayout, type PolicyLayoutProps } from './PolicyLayout.tsx';

const sections = [
  { id: 'policy-statement', title: 'Policy Statement', body: <p>We encourage concerns.</p> },
  { id: 'scope', title: 'Scope', body: <p>Trustees, staff and volunteers.</p> },
  { id: 'reporting', title: 'Reporting', body: <p>Tell the Chair of Trustees.</p> },
];

const policy: PolicyLayoutProps = {
  title: 'Whistleblowing Policy',
  lastUpdated: '16 September 2025',
  effectiveDate: '08/05/2025',
  reviewDate: '08/05/2026',
  approvedBy: 'Board of Trustees',
  sections,
  relatedLinks: [
    { label: 'Safeguarding Policy', href: '/safeguarding' },
    { label: 'Charity Commission', href: 'https://www.gov.uk/charity-commission', external: true },
  ],
};

function renderPolicy(props: Partial<PolicyLayoutProps> = {}) {
  return render(<PolicyLayout {...policy} {...props} />);
}

afterEach(() => {
  window.history.replaceState(null, '', window.location.pathname);
  vi.restoreAllMocks();
});

describe('PolicyLayout', () => {
  it('has the title as its h1', () => {
    renderPolicy();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Whistleblowing Policy' }),
    ).toBeInTheDocument();
  });

  it('lists the governance dates and approval as a description list', () => {
    const { container } = renderPolicy();
    const terms = [...container.querySelectorAll('dl dt')].map((term) => term.textContent);
    const details = [...container.querySelectorAll('dl dd')].map((detail) => detail.textContent);
    expect(terms).toEqual(['Last Updated', 'Effective Date', 'Review Date', 'Approved by']);
    expect(details).toEqual(['16 September 2025', '08/05/2025', '08/05/2026', 'Board of Trustees']);
  });

  it('shows only the governance details it is given, with the labels it is given', () => {
    const { container } = renderPolicy({
      effectiveDate: undefined,
      reviewDate: undefined,
      approvedBy: undefined,
      lastUpdatedLabel: 'Dernière mise à jour',
    });
    expect([...container.querySelectorAll('dt')].map((term) => term.textContent)).toEqual([
      'Dernière mise à jour',
    ]);
  });

  it('leaves out the description list when there are no details', () => {
    const { container } = renderPolicy({
      lastUpdated: undefined,
      effectiveDate: undefined,
      reviewDate: undefined,
      approvedBy: undefined,
    });
    expect(container.querySelector('dl')).toBeNull();
  });

  it('numbers each section heading as an h2 with its anchor id', () => {
    renderPolicy();
    const headings = screen
      .getAllByRole('heading', { level: 2 })
      .filter((h) => h.id !== 'contents');
    expect(headings.slice(0, 3).map((h) => [h.textContent, h.id])).toEqual([
      ['1. Policy Statement', 'policy-statement'],
      ['2. Scope', 'scope'],
      ['3. Reporting', 'reporting'],
    ]);
    expect(screen.getByText('Tell the Chair of Trustees.')).toBeInTheDocument();
  });

  it('can leave the numbers out', () => {
    renderPolicy({ numbered: false });
    expect(screen.getByRole('heading', { level: 2, name: 'Scope' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Scope' })).toBeInTheDocument();
  });

  it('has a contents list in a navigation region named Contents, linking every section', () => {
    renderPolicy();
    const contents = screen.getByRole('navigation', { name: 'Contents' });
    const links = within(contents).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['1. Policy Statement', '#policy-statement'],
      ['2. Scope', '#scope'],
      ['3. Reporting', '#reporting'],
    ]);
    expect(within(contents).getByRole('list').tagName).toBe('OL');
  });

  it('keeps in-page links in the same frame whatever the <base target>', () => {
    renderPolicy();
    expect(screen.getByRole('link', { name: '2. Scope' })).toHaveAttribute('target', '_self');
  });

  it('moves focus to the section heading when a contents link is clicked, and updates the hash', async () => {
    const user = userEvent.setup();
    const scrollIntoView = vi
      .spyOn(Element.prototype, 'scrollIntoView')
      .mockImplementation(() => {});
    renderPolicy();
    await user.click(screen.getByRole('link', { name: '3. Reporting' }));
    const heading = screen.getByRole('heading', { level: 2, name: '3. Reporting' });
    expect(heading).toHaveFocus();
    expect(heading).toHaveAttribute('tabindex', '-1');
    expect(scrollIntoView).toHaveBeenCalledOnce();
    expect(scrollIntoView.mock.contexts[0]).toBe(heading);
    expect(window.location.hash).toBe('#reporting');
  });

  it('handles the jump itself, so the browser does not follow the link', () => {
    renderPolicy();
    const link = screen.getByRole('link', { name: '2. Scope' });
    expect(fireEvent.click(link)).toBe(false);
  });

  it('lets a click with a modifier (open in new tab) go through untouched', () => {
    renderPolicy();
    const link = screen.getByRole('link', { name: '2. Scope' });
    expect(fireEvent.click(link, { ctrlKey: true })).toBe(true);
    expect(screen.getByRole('heading', { name: '2. Scope' })).not.toHaveFocus();
  });

  it('works from the keyboard: Enter on a contents link focuses the section', async () => {
    const user = userEvent.setup();
    renderPolicy();
    screen.getByRole('link', { name: '2. Scope' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('heading', { level: 2, name: '2. Scope' })).toHaveFocus();
  });

  it("has a 'Back to contents' link after each section that focuses the contents heading", async () => {
    const user = userEvent.setup();
    renderPolicy();
    const backLinks = screen.getAllByRole('link', { name: 'Back to contents' });
    expect(backLinks).toHaveLength(3);
    expect(backLinks[0]).toHaveAttribute('href', '#contents');
    const [, second] = backLinks;
    if (!second) throw new Error('Expected a second Back to contents link');
    await user.click(second);
    expect(screen.getByRole('heading', { level: 2, name: 'Contents' })).toHaveFocus();
    expect(window.location.hash).toBe('#contents');
  });

  it('takes the contents words and anchor as props', async () => {
    const user = userEvent.setup();
    renderPolicy({
      contentsLabel: 'Sommaire',
      contentsId: 'sommaire',
      backToContentsLabel: 'Retour au sommaire',
    });
    expect(screen.getByRole('navigation', { name: 'Sommaire' })).toBeInTheDocument();
    await user.click(
      screen.getAllByRole('link', { name: 'Retour au sommaire' })[0] ?? document.body,
    );
    expect(screen.getByRole('heading', { name: 'Sommaire' })).toHaveFocus();
  });

  it('lists related links in their own named navigation, through the app link', () => {
    render(
      <LinkProvider component={RouterLink}>
        <PolicyLayout {...policy} />
      </LinkProvider>,
    );
    const related = screen.getByRole('navigation', { name: 'Related Policies' });
    expect(within(related).getByRole('link', { name: 'Safeguarding Policy' })).toHaveAttribute(
      'data-router-link',
    );
    expect(
      within(related).getByRole('link', { name: 'Charity Commission (opens in a new tab)' }),
    ).toHaveAttribute('target', '_blank');
  });

  it('leaves out related links and contents when there are none', () => {
    renderPolicy({ relatedLinks: [], sections: [] });
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('spreads props onto the article, merges className and forwards ref', () => {
    const ref = createRef<HTMLElement>();
    renderPolicy({ ref, className: 'policy', lang: 'en-GB' });
    const article = screen.getByRole('article');
    expect(ref.current).toBe(article);
    expect(article).toHaveClass('policy');
    expect(article).toHaveAttribute('lang', 'en-GB');
  });
});

describe('PolicyLayout in other languages', () => {
  it('labels its dates, contents and links in French', () => {
    const { container } = render(
      <LocaleProvider locale={fr}>
        <PolicyLayout {...policy} />
      </LocaleProvider>,
    );
    expect([...container.querySelectorAll('dt')].map((term) => term.textContent)).toEqual([
      'Dernière mise à jour',
      'Date d’entrée en vigueur',
      'Date de révision',
      'Approuvé par',
    ]);
    expect(screen.getByRole('navigation', { name: 'Sommaire' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Retour au sommaire' })).toHaveLength(3);
    expect(screen.getByRole('navigation', { name: 'Politiques associées' })).toBeInTheDocument();
  });

  it('still takes its labels as props over the locale', () => {
    const { container } = render(
      <LocaleProvider locale={fr}>
        <PolicyLayout {...policy} approvedByLabel="Validé par" contentsLabel="Plan" />
      </LocaleProvider>,
    );
    expect(container.querySelectorAll('dt')[3]).toHaveTextContent(/^Validé par$/);
    expect(container.querySelectorAll('dt')[0]).toHaveTextContent(/^Dernière mise à jour$/);
    expect(screen.getByRole('navigation', { name: 'Plan' })).toBeInTheDocument();
  });

  it('marks its own words with their language, and leaves the words it is given to the text', () => {
    // An English policy in a French frame: the labels are French, the policy is not.
    const { container } = render(
      <LocaleProvider locale={fr} marksLanguage={false}>
        <div lang="en">
          <PolicyLayout {...policy} approvedByLabel="Approved by" />
        </div>
      </LocaleProvider>,
    );
    const languageOf = (element: Element | null | undefined) =>
      element?.closest('[lang]')?.getAttribute('lang');
    const terms = [...container.querySelectorAll('dt')];
    expect(terms.slice(0, 3).map(languageOf)).toEqual(['fr', 'fr', 'fr']);
    expect(languageOf(terms[3])).toBe('en');
    expect(languageOf(screen.getByText('Sommaire'))).toBe('fr');
    expect(screen.getAllByRole('link', { name: 'Retour au sommaire' }).map(languageOf)).toEqual([
      'fr',
      'fr',
      'fr',
    ]);
    expect(languageOf(screen.getByRole('heading', { name: 'Politiques associées' }))).toBe('fr');
    expect(languageOf(screen.getByRole('link', { name: '1. Policy Statement' }))).toBe('en');
    expect(languageOf(screen.getByRole('heading', { name: '1. Policy Statement' }))).toBe('en');
  });
});
