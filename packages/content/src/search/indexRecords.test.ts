import { describe, expect, it } from 'vitest';
import { articles } from '../articles/index.ts';
import { searchCorpus } from './corpus.ts';
import { markdownToPlainText, pageModuleText, searchIndexRecords } from './indexRecords.ts';

describe('the search index records', () => {
  it('are the search corpus, each with the text of its page', () => {
    const records = searchIndexRecords();
    expect(records.map(({ body: _body, ...record }) => record)).toEqual(searchCorpus);
    const [article] = articles;
    if (!article) throw new Error('No articles');
    const articleRecord = records.find((record) => record.url === `/blog/${article.slug}`);
    expect(articleRecord?.body).toContain(markdownToPlainText(article.body).slice(0, 60));
    expect(articleRecord?.body).toContain(article.tags[0] ?? '');
    // Every page, policy and article has words to search beyond its title and excerpt.
    for (const record of records.filter((entry) => entry.type !== 'document')) {
      expect(record.body.length, record.url).toBeGreaterThan(100);
    }
  });

  it('read Markdown as its words: link text, not addresses; no markers', () => {
    expect(
      markdownToPlainText('## Our *work*\n\n- See [what we fund](/what-we-do).\n> A **quote**'),
    ).toBe('Our work See what we fund. A quote');
  });

  it('take the prose of a page module, once each, without its meta, image text or addresses', () => {
    const text = pageModuleText({
      meta: { title: 'Meta title here', description: 'Meta description words' },
      hero: { title: 'Hello there world', href: '/about', image: { alt: 'A photo of people' } },
      cards: [{ text: 'Hello there world' }, { text: 'Second card text' }, { id: 'one' }],
    });
    expect(text).toBe('Hello there world Second card text');
  });
});
