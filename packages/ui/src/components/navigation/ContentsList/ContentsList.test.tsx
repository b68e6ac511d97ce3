import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { parseMarkdown } from '../../../markdown.ts';
import { RichText } from '../../content/RichText/RichText.tsx';
import { richTextHeadings } from '../../content/RichText/headings.ts';
import { ContentsList } from './ContentsList.tsx';

const text = parseMarkdown(`## 1. Name and Status

The trust is a charitable trust.

## 2. Objects

> ## A quotation's heading

- ## A list's heading

## 2. Objects
`);

function Page() {
  const headings = richTextHeadings(text);
  return (
    <>
      <ContentsList
        label="Contents"
        headingLevel={3}
        entries={headings.map((heading) => ({ id: heading.id, label: heading.text }))}
      />
      <RichText blocks={text} anchorHeadings />
    </>
  );
}

describe('ContentsList', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('is a navigation named by its title, with a link to each of the text’s own headings', () => {
    render(<Page />);
    const nav = screen.getByRole('navigation', { name: 'Contents' });
    expect(within(nav).getByRole('heading', { level: 3, name: 'Contents' })).toBeInTheDocument();
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['1. Name and Status', '#1-name-and-status'],
      ['2. Objects', '#2-objects'],
      // A repeated heading gets an id of its own.
      ['2. Objects', '#2-objects-2'],
    ]);
    expect(within(nav).getByRole('list').tagName).toBe('OL');
    for (const link of links) {
      const target = document.getElementById(link.getAttribute('href')?.slice(1) ?? '');
      expect(target?.tagName).toBe('H3');
      expect(target).toHaveAttribute('tabindex', '-1');
    }
  });

  it('leaves the headings in quotations and lists without ids', () => {
    render(<Page />);
    expect(screen.getByRole('heading', { name: "A quotation's heading" })).not.toHaveAttribute(
      'id',
    );
    expect(screen.getByRole('heading', { name: "A list's heading" })).not.toHaveAttribute('id');
  });

  it('moves focus to the heading and puts its hash in the address, by mouse and by keyboard', async () => {
    const user = userEvent.setup();
    render(<Page />);
    const nav = screen.getByRole('navigation', { name: 'Contents' });
    await user.click(within(nav).getAllByRole('link', { name: '2. Objects' })[0] as HTMLElement);
    expect(document.activeElement).toBe(document.getElementById('2-objects'));
    expect(window.location.hash).toBe('#2-objects');
    within(nav).getByRole('link', { name: '1. Name and Status' }).focus();
    await user.keyboard('{Enter}');
    expect(document.activeElement).toBe(document.getElementById('1-name-and-status'));
  });

  it('makes its own title a target when given an id for it', () => {
    render(<ContentsList label="Contents" headingId="contents" entries={[]} />);
    expect(screen.getByRole('heading', { name: 'Contents' })).toHaveAttribute('id', 'contents');
    expect(screen.getByRole('heading', { name: 'Contents' })).toHaveAttribute('tabindex', '-1');
  });
});
