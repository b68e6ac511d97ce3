// The shape of a built-in document's full text, from which its PDF is generated.
import * as v from 'valibot';
import { IsoDateSchema } from '../../schemas.ts';

const text = v.pipe(v.string(), v.trim(), v.nonEmpty());

/** One numbered clause. Plain text, not Markdown: the PDF prints it as written. */
export const DocumentClauseSchema = v.object({
  /** '1', '2'…: sub-clauses carry their own numbers ('4.2') at the start of a paragraph. */
  number: v.pipe(v.string(), v.regex(/^[1-9][0-9]*$/, 'A clause number is a whole number')),
  title: text,
  paragraphs: v.pipe(v.array(text), v.minLength(1)),
});
export type DocumentClause = v.InferOutput<typeof DocumentClauseSchema>;

export const DocumentTextSchema = v.object({
  /** The document's name, as on its title page: 'Trust Constitution'. */
  title: text,
  /** The line under the title: the trust's name, the version and the date, as written. */
  subtitle: text,
  /** The version the text is: '1.0'. */
  version: v.pipe(v.string(), v.regex(/^[0-9]+\.[0-9]+$/)),
  /** The date the document takes effect, YYYY-MM-DD. */
  effectiveDate: IsoDateSchema,
  /** A line printed after the subtitle: when and how the document was adopted or approved. */
  note: v.optional(text),
  /** Numbered in order: clause 1 first. */
  clauses: v.pipe(
    v.array(DocumentClauseSchema),
    v.minLength(1),
    v.check(
      (clauses) => clauses.every((clause, index) => clause.number === String(index + 1)),
      'Clauses are numbered 1, 2, 3… in order',
    ),
  ),
});
export type DocumentText = v.InferOutput<typeof DocumentTextSchema>;
