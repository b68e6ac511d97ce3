import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RouterLink } from '../../../../test/RouterLink.tsx';
import { LocaleProvider } from '../../../i18n/LocaleProvider.tsx';
import { fr } from '../../../i18n/locales/fr.ts';
import { LinkProvider } from '../../../primitives/actions/LinkProvider/LinkProvider.tsx';
import {
  checksumShownLength,
  DocumentCard,
  documentCardMaxTags,
  shortChecksum,
  visibleTags,
  type DocumentCardProps,
} from './DocumentCard.tsx';

const checksum = '3f7a9c2e5b8d1f4a6c0e9b2d7f5a3c8e1b4d6f9a2c5e8b0d3f6a9c1e4b7d0f2a';

const constitution: DocumentCardProps = {
  title: 'Trust Constitution',
  type: 'Constitution',
  description: 'The signed constitution of the Global Health Access Trust.',
  date: '2024-01-15',
  version: '1.0',
  size: '2.4 MB',
  tags: ['governance', 'constitution', 'legal'],
  checksum,
  viewHref: '/constitution',
  downloadHref: '/documents/ghat-constitution.pdf',
};

describe('visibleTags', () => {
  it('keeps the first three, in order', () => {
    expect(documentCardMaxTags).toBe(3);
    expect(visibleTags(['governance', 'legal', 'constitution', 'trustees', 'policy'])).toEqual([
      'governance',
      'legal',
      'constitution',
    ]);
  });

  it('keeps fewer as they are, and copes with none', () => {
    expect(visibleTags(['safeguarding'])).toEqual(['safeguarding']);
    expect(visibleTags([])).toEqual([]);
    expect(visibleTags()).toEqual([]);
  });
});

describe('shortChecksum', () => {
  it('keeps the first 16 characters', () => {
    expect(checksumShownLength).toBe(16);
    expect(shortChecksum(checksum)).toBe('3f7a9c2e5b8d1f4a');
  });

  it('lowers the case and trims spaces, so the same checksum always looks the same', () => {
    expect(shortChecksum(`  ${checksum.toUpperCase()}\n`)).toBe('3f7a9c2e5b8d1f4a');
  });

  it('keeps a shorter value whole', () => {
    expect(shortChecksum('abc123')).toBe('abc123');
  });
});

describe('DocumentCard', () => {
  it('is an article named by its title, a level 3 heading by default', () => {
    render(<DocumentCard {...constitution} />);
    expect(screen.getByRole('article', { name: 'Trust Constitution' })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 3, name: 'Trust Constitution' }),
    ).toBeInTheDocument();
  });

  it('takes another heading level', () => {
    render(<DocumentCard {...constitution} headingLevel={2} />);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Trust Constitution');
  });

  it('shows the type as a badge', () => {
    render(<DocumentCard {...constitution} />);
    expect(screen.getByText('Constitution')).toHaveAttribute('data-tone', 'brand');
  });

  it('lists published date, version, size and checksum as terms and values', () => {
    const { container } = render(<DocumentCard {...constitution} />);
    const terms = [...container.querySelectorAll('dt')].map((term) => term.textContent);
    expect(terms).toEqual(['Published', 'Version', 'Size', 'SHA-256']);
    const values = [...container.querySelectorAll('dd')];
    expect(values[0]?.querySelector('time')).toHaveAttribute('dateTime', '2024-01-15');
    expect(values[0]).toHaveTextContent('15 January 2024');
    expect(values[1]).toHaveTextContent('1.0');
    expect(values[2]).toHaveTextContent('2.4 MB');
  });

  it('shows the first 16 characters of the checksum in code, the whole of it on hover and to screen readers', () => {
    const { container } = render(<DocumentCard {...constitution} />);
    const code = container.querySelector('code');
    expect(code?.textContent).toBe('3f7a9c2e5b8d1f4a…');
    expect(code).toHaveAttribute('title', checksum);
    expect(code).toHaveAttribute('aria-hidden', 'true');
    expect(within(code?.closest('dd') as HTMLElement).getByText(checksum)).toBeInTheDocument();
  });

  it('shows the whole checksum on request, with the actions the page gives only once opened', async () => {
    const { container } = render(
      <DocumentCard
        {...constitution}
        checksumDetailsLabel="Show the whole checksum"
        checksumActions={<button type="button">Verify file</button>}
      />,
    );
    const summary = screen.getByText('Show the whole checksum');
    const details = summary.closest('details') as HTMLDetailsElement;
    expect(details.open).toBe(false);
    expect(details.querySelector('code')).toHaveTextContent(checksum);
    expect(container.querySelector('button')).toBeNull();
    await userEvent.click(summary);
    expect(await screen.findByText('Verify file')).toBeInTheDocument();
  });

  it('shows what checksumDetails gives in place of its own disclosure (an island, on a static page)', () => {
    const { container } = render(
      <DocumentCard
        {...constitution}
        checksumDetails={<div data-testid="island">checksum island</div>}
        checksumActions={<button type="button">Verify file</button>}
      />,
    );
    expect(screen.getByTestId('island')).toHaveTextContent('checksum island');
    expect(container.querySelector('details')).toBeNull();
    // The short checksum in the details list stays.
    expect(container.querySelector('dl code')).toHaveTextContent(checksum.slice(0, 16));
  });

  it('shows at most three tags, as a named list', () => {
    render(
      <DocumentCard
        {...constitution}
        tags={['governance', 'constitution', 'legal', 'trustees', 'charity law']}
      />,
    );
    const list = screen.getByRole('list', { name: 'Tags' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['governance', 'constitution', 'legal']);
    expect(screen.queryByText('trustees')).toBeNull();
    expect(screen.queryByText('charity law')).toBeNull();
  });

  it('has no tag list without tags', () => {
    render(<DocumentCard {...constitution} tags={undefined} />);
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('names View and Download with the document title', () => {
    render(<DocumentCard {...constitution} />);
    expect(screen.getByRole('link', { name: 'View Trust Constitution' })).toHaveAttribute(
      'href',
      '/constitution',
    );
    expect(screen.getByRole('link', { name: 'Download Trust Constitution' })).toHaveAttribute(
      'href',
      '/documents/ghat-constitution.pdf',
    );
  });

  it('makes Download a download link, under the file name given', () => {
    const { rerender } = render(<DocumentCard {...constitution} />);
    expect(screen.getByRole('link', { name: /^Download/ })).toHaveAttribute('download', '');
    rerender(<DocumentCard {...constitution} downloadFileName="GHAT-Constitution-v1.0.pdf" />);
    expect(screen.getByRole('link', { name: /^Download/ })).toHaveAttribute(
      'download',
      'GHAT-Constitution-v1.0.pdf',
    );
    expect(screen.getByRole('link', { name: /^View/ })).not.toHaveAttribute('download');
  });

  it('calls onView and onDownload when the links are followed', async () => {
    const onView = vi.fn((event: { preventDefault(): void }) => event.preventDefault());
    const onDownload = vi.fn((event: { preventDefault(): void }) => event.preventDefault());
    render(<DocumentCard {...constitution} onView={onView} onDownload={onDownload} />);
    await userEvent.click(screen.getByRole('link', { name: /^View/ }));
    expect(onView).toHaveBeenCalledOnce();
    expect(onDownload).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('link', { name: /^Download/ }));
    expect(onDownload).toHaveBeenCalledOnce();
  });

  it('takes labels in the page language', () => {
    const { container } = render(
      <DocumentCard
        {...constitution}
        title="دستور الصندوق"
        viewLabel="عرض"
        downloadLabel="تنزيل"
        publishedLabel="تاريخ النشر"
        versionLabel="الإصدار"
        sizeLabel="الحجم"
        checksumLabel="SHA-256"
        tagsLabel="الوسوم"
      />,
    );
    expect(screen.getByRole('link', { name: 'عرض دستور الصندوق' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'تنزيل دستور الصندوق' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'الوسوم' })).toBeInTheDocument();
    expect(container.querySelector('dt')).toHaveTextContent('تاريخ النشر');
  });

  it("links through the app's link component", () => {
    render(
      <LinkProvider component={RouterLink}>
        <DocumentCard {...constitution} />
      </LinkProvider>,
    );
    for (const link of screen.getAllByRole('link')) {
      expect(link).toHaveAttribute('data-router-link');
    }
  });

  it('passes attributes and classes to the root', () => {
    render(<DocumentCard {...constitution} id="constitution" className="extra" />);
    const root = screen.getByRole('article');
    expect(root).toHaveAttribute('id', 'constitution');
    expect(root.className).toMatch(/\bextra\b/);
  });
});

describe('DocumentCard in a language', () => {
  it('says its built-in words and writes the date in French', () => {
    const { container } = render(
      <LocaleProvider locale={fr}>
        <DocumentCard {...constitution} date="2025-09-30" />
      </LocaleProvider>,
    );
    const terms = [...container.querySelectorAll('dt')].map((term) => term.textContent);
    expect(terms).toEqual(['Publié le', 'Numéro de version', 'Taille', 'SHA-256']);
    expect(container.querySelector('time')).toHaveTextContent(/^30 septembre 2025$/);
    expect(container.querySelector('time')).toHaveAttribute('dateTime', '2025-09-30');
    expect(screen.getByRole('link', { name: 'Consulter Trust Constitution' })).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Télécharger Trust Constitution' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Mots-clés' })).toBeInTheDocument();
  });

  it('lets a prop win over a word, and its locale over the provider', () => {
    const { container } = render(
      <LocaleProvider locale={fr}>
        <DocumentCard {...constitution} date="2025-09-30" publishedLabel="Date" locale="es" />
      </LocaleProvider>,
    );
    expect(container.querySelector('dt')).toHaveTextContent(/^Date$/);
    expect(container.querySelector('time')).toHaveTextContent('30 de septiembre de 2025');
    expect(screen.getByRole('link', { name: /^Consulter/ })).toBeInTheDocument();
  });

  it('keeps British English without a provider, or with its locale prop', () => {
    const { container, rerender } = render(<DocumentCard {...constitution} date="2025-09-30" />);
    expect(container.querySelector('time')).toHaveTextContent(/^30 September 2025$/);
    rerender(
      <LocaleProvider locale={fr}>
        <DocumentCard {...constitution} date="2025-09-30" locale="en-GB" />
      </LocaleProvider>,
    );
    expect(container.querySelector('time')).toHaveTextContent(/^30 September 2025$/);
  });
});
