// A document's full text (the plain text its PDF is printed from) as Markdown, so a page can
// show it as accessible HTML: each clause a heading, each numbered sub-clause a paragraph
// with its number in bold, and lettered items ((a), (b)…) a list.
import type { DocumentText } from './texts/shape.ts';

/** Characters Markdown would read as formatting, escaped so the words show as written. */
export function escapeMarkdown(text: string): string {
  return text.replace(/[\\`*_[\]<>]/g, (character) => `\\${character}`);
}

/** A blank to be filled in by hand on the printed copy ('______'): shown as an ellipsis. */
const blank = /_{3,}/g;

/** '(a) make grants…' and the like: a lettered item of the sub-clause before it. */
const letteredItem = /^\(([a-z]|[ivx]+)\)\s/;

/** A sub-clause's own number at its start ('4.2 '). */
const subClauseNumber = /^(\d+\.\d+)\s+/;

/**
 * Splits a paragraph that runs its lettered items together ('…may in particular: (a) fund…;
 * (b) fund…; and (e) provide…') into its lead-in and the items. A reference such as
 * 'clause 3.1(i)' has no space before the bracket and is left alone.
 */
export function splitLetteredItems(paragraph: string): { lead: string; items: string[] } {
  const start = paragraph.indexOf(' (a) ');
  if (start === -1 || !paragraph.includes(' (b) ', start)) return { lead: paragraph, items: [] };
  const lead = paragraph.slice(0, start).trim();
  const items = paragraph
    .slice(start + 1)
    .split(/\s(?=\([a-z]\)\s)/)
    .map((item) => item.trim())
    .filter(Boolean);
  return { lead, items };
}

function inline(text: string): string {
  return escapeMarkdown(text.replace(blank, '…'));
}

function paragraphMarkdown(paragraph: string): string {
  const { lead, items } = splitLetteredItems(paragraph);
  const number = subClauseNumber.exec(lead);
  const leadText = number
    ? `**${number[1]}** ${inline(lead.slice(number[0].length))}`
    : inline(lead);
  if (items.length === 0) return leadText;
  return `${leadText}\n\n${items.map((item) => `- ${inline(item)}`).join('\n')}`;
}

export interface DocumentClauseMarkdown {
  /** 'clause-4': a stable anchor for the clause's heading. */
  id: string;
  /** '4. Trustees'. */
  heading: string;
  /** The clause's sub-clauses and items, in Markdown. */
  body: string;
}

export interface DocumentMarkdown {
  title: string;
  subtitle: string;
  note?: string;
  clauses: DocumentClauseMarkdown[];
  /** The whole text in one: each clause a level-2 heading followed by its body. */
  body: string;
}

/** A document's full text as Markdown, clause by clause and as one body. */
export function documentMarkdown(text: DocumentText): DocumentMarkdown {
  const clauses = text.clauses.map((clause) => {
    const blocks: string[] = [];
    for (const paragraph of clause.paragraphs) {
      // A lettered item on its own line joins the list of the block before it.
      if (letteredItem.test(paragraph) && blocks.length > 0) {
        const previous = blocks[blocks.length - 1] as string;
        const item = `- ${inline(paragraph)}`;
        blocks[blocks.length - 1] = previous.includes('\n- ')
          ? `${previous}\n${item}`
          : `${previous}\n\n${item}`;
      } else {
        blocks.push(paragraphMarkdown(paragraph));
      }
    }
    return {
      id: `clause-${clause.number}`,
      heading: `${clause.number}. ${clause.title}`,
      body: blocks.join('\n\n'),
    };
  });
  return {
    title: text.title,
    subtitle: text.subtitle,
    ...(text.note ? { note: text.note } : {}),
    clauses,
    body: clauses.map((clause) => `## ${inline(clause.heading)}\n\n${clause.body}`).join('\n\n'),
  };
}
