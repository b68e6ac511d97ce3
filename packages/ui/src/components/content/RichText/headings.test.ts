import { describe, expect, it } from 'vitest';
import { headingAnchor, inlineText, richTextHeadings } from './headings.ts';

describe('headingAnchor', () => {
  it('joins a heading’s words with hyphens, in lower case, accents dropped', () => {
    expect(headingAnchor('7. Financial Controls')).toBe('7-financial-controls');
    expect(headingAnchor('  Trustees’ Powers & Duties ')).toBe('trustees-powers-duties');
    expect(headingAnchor('Café déjà vu')).toBe('cafe-deja-vu');
    expect(headingAnchor('الصحة للجميع')).toBe('الصحة-للجميع');
    expect(headingAnchor('!!!')).toBe('section');
  });
});

describe('richTextHeadings', () => {
  it('reads the words through emphasis, code and links', () => {
    expect(
      inlineText(['A ', { type: 'strong', children: ['bold'] }, ' ', { type: 'code', text: 'x' }]),
    ).toBe('A bold x');
    expect(
      richTextHeadings([
        { type: 'paragraph', children: ['Intro'] },
        {
          type: 'heading',
          depth: 2,
          children: [{ type: 'link', href: '/a', children: ['Linked'] }, ' heading'],
        },
      ]),
    ).toEqual([{ id: 'linked-heading', text: 'Linked heading', depth: 2, blockIndex: 1 }]);
  });
});
