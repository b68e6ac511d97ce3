// /constitution's full text: the signed constitution (../documents/texts/constitution.ts, the
// text its PDF is printed from) as Markdown. A module of its own so the page's loader imports
// it on demand and the text never joins the JavaScript of a page's first view.
import { documentMarkdown } from '../documents/markdown.ts';
import { constitutionText } from '../documents/texts/constitution.ts';

export const constitutionFullText = documentMarkdown(constitutionText);
