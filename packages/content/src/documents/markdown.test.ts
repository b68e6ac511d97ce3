import { describe, expect, it } from 'vitest';
import { parseMarkdown } from '@ghat/ui/markdown';
import { documentMarkdown, escapeMarkdown, splitLetteredItems } from './markdown.ts';
import { constitutionText } from './texts/constitution.ts';

const markdown = documentMarkdown(constitutionText);

type Block = ReturnType<typeof parseMarkdown>[number];
function textOf(node: unknown): string {
  if (typeof node === 'string') return node;
  if (!node || typeof node !== 'object') return '';
  const record = node as { children?: unknown[]; items?: unknown[][]; text?: string };
  if (record.text) return record.text;
  return [...(record.children ?? []), ...(record.items ?? []).flat()].map(textOf).join('');
}

describe('escapeMarkdown', () => {
  it('escapes what Markdown would read as formatting', () => {
    expect(escapeMarkdown('a_b *c* [d] <e> `f` \\')).toBe(
      'a\\_b \\*c\\* \\[d\\] \\<e\\> \\`f\\` \\\\',
    );
  });
});

describe('splitLetteredItems', () => {
  it('splits a run-in list into its lead-in and items', () => {
    expect(
      splitLetteredItems('It may: (a) fund care; (b) train staff; and (c) relieve need.'),
    ).toEqual({
      lead: 'It may:',
      items: ['(a) fund care;', '(b) train staff; and', '(c) relieve need.'],
    });
  });

  it('leaves a paragraph without a list, or with a clause reference, alone', () => {
    expect(splitLetteredItems('As clause 3.1(i) allows.').items).toEqual([]);
    expect(splitLetteredItems('Only (a) here.').items).toEqual([]);
  });
});

describe('the constitution as Markdown', () => {
  const blocks = parseMarkdown(markdown.body);
  const headings = blocks.filter(
    (block): block is Extract<Block, { type: 'heading' }> => block.type === 'heading',
  );

  it('has a level-2 heading for every clause, in order, with its number', () => {
    expect(headings.map((heading) => [heading.depth, textOf(heading)])).toEqual(
      constitutionText.clauses.map((clause) => [2, `${clause.number}. ${clause.title}`]),
    );
    expect(markdown.clauses.map((clause) => clause.id)).toEqual(
      constitutionText.clauses.map((clause) => `clause-${clause.number}`),
    );
  });

  it('keeps every word of the text (blanks for signatures aside)', () => {
    const all = blocks.map(textOf).join(' ').replace(/\s+/g, ' ');
    for (const clause of constitutionText.clauses) {
      for (const paragraph of clause.paragraphs) {
        for (const word of paragraph.replace(/_{3,}/g, ' ').split(/\s+/).filter(Boolean)) {
          expect(all).toContain(word);
        }
      }
    }
  });

  it("makes clause 3.1's lettered powers a list of eleven, and 2.2's run-in list a list of five", () => {
    const lists = blocks.filter(
      (block): block is Extract<Block, { type: 'list' }> => block.type === 'list',
    );
    const sizes = lists.map((list) => [textOf(list.items[0]?.[0]).slice(0, 3), list.items.length]);
    expect(sizes).toContainEqual(['(a)', 11]);
    expect(sizes).toContainEqual(['(a)', 5]);
    const powers = lists.find((list) => list.items.length === 11);
    expect(textOf(powers?.items[0]?.[0])).toMatch(/^\(a\) make grants/);
  });

  it('puts each sub-clause number in bold, and never reads the signature blanks as formatting', () => {
    expect(markdown.body).toContain('**1.1** The name of the charity');
    expect(markdown.body).not.toMatch(/_{2,}/);
    const strong = JSON.stringify(blocks);
    expect(strong).toContain('{"type":"strong","children":["4.5"]}');
  });

  it('carries the title, subtitle and adoption note', () => {
    expect(markdown.title).toBe('Trust Constitution');
    expect(markdown.subtitle).toContain('Version 1.0');
    expect(markdown.note).toContain('June 2025');
  });
});
