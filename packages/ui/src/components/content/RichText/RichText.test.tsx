import { render, screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Markdown } from '../Markdown/Markdown.tsx';
import { parseMarkdown } from '../Markdown/parseMarkdown.ts';
import { RichText } from './RichText.tsx';
import type { RichTextBlock } from './richTextTypes.ts';

const source = `Intro with **bold**, *emphasis*, ~~gone~~, \`code\` and a [link](/about "About us").
Second line.

# Heading

- tight item
- another

3. three
4. four

> quoted

---

\`\`\`
sha256sum file.pdf
\`\`\`

<script>alert(1)</script>

[bad](javascript:alert(1)) &amp; &mdash; ![alt words](/x.png)`;

describe('parseMarkdown', () => {
  it('gives plain data that survives JSON, as a page sends it to the browser', () => {
    const blocks = parseMarkdown(source);
    expect(JSON.parse(JSON.stringify(blocks))).toEqual(blocks);
  });

  it('holds every kind of block and inline markdown makes', () => {
    const blocks = parseMarkdown(source);
    expect(blocks.map((block) => block.type)).toEqual([
      'paragraph',
      'heading',
      'list',
      'list',
      'quote',
      'rule',
      'code',
      'literal',
      'paragraph',
    ]);
    expect(blocks[0]).toMatchObject({
      children: [
        'Intro with ',
        { type: 'strong', children: ['bold'] },
        ', ',
        { type: 'em', children: ['emphasis'] },
        ', ',
        { type: 'del', children: ['gone'] },
        ', ',
        { type: 'code', text: 'code' },
        ' and a ',
        { type: 'link', href: '/about', title: 'About us', children: ['link'] },
        '.',
        { type: 'break' },
        'Second line.',
      ],
    });
    expect(blocks[3]).toMatchObject({ type: 'list', ordered: true, start: 3 });
  });

  it('drops unsafe addresses, resolves character references and keeps image words only', () => {
    const last = parseMarkdown(source).at(-1);
    expect(JSON.stringify(last)).not.toContain('javascript');
    expect(last).toEqual({ type: 'paragraph', children: ['bad', ' & — ', 'alt words'] });
  });
});

describe('RichText', () => {
  it('renders exactly what Markdown renders from the same source', () => {
    const fromMarkdown = renderToStaticMarkup(<Markdown>{source}</Markdown>);
    const fromData = renderToStaticMarkup(<RichText blocks={parseMarkdown(source)} />);
    expect(fromData).toBe(fromMarkdown);
    expect(fromData).toContain('<ol start="3">');
  });

  it('shifts heading levels by headingOffset', () => {
    render(<RichText blocks={parseMarkdown('# One\n\n## Two')} headingOffset={2} />);
    expect(screen.getByRole('heading', { level: 3, name: 'One' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 4, name: 'Two' })).toBeInTheDocument();
  });

  it('refuses unsafe links in data that did not come from parseMarkdown', () => {
    const blocks: RichTextBlock[] = [
      {
        type: 'paragraph',
        children: [{ type: 'link', href: ' java\tscript:alert(1)', children: ['Click'] }],
      },
    ];
    const { container } = render(<RichText blocks={blocks} />);
    expect(container.querySelector('a')).toBeNull();
    expect(screen.getByText('Click')).toBeInTheDocument();
  });

  it('shows kept source as text, never as markup', () => {
    const { container } = render(
      <RichText blocks={[{ type: 'literal', text: '<img src=x onerror=alert(1)>' }]} />,
    );
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByText('<img src=x onerror=alert(1)>')).toBeInTheDocument();
  });

  it('marks external links as leaving the site', () => {
    render(
      <RichText
        blocks={[
          {
            type: 'paragraph',
            children: [{ type: 'link', href: 'https://www.who.int', children: ['WHO'] }],
          },
        ]}
      />,
    );
    expect(screen.getByRole('link', { name: /WHO/ })).toHaveAttribute('target', '_blank');
  });
});
