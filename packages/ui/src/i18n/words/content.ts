// The content components' built-in English words, one module each; this file gathers them
// for the types and the English locale.
export { notice } from './notice.ts';
export { faqList } from './faqList.ts';
export { shareButton } from './shareButton.ts';
export { articleCard } from './articleCard.ts';
export { documentCard } from './documentCard.ts';
export { pillarCard } from './pillarCard.ts';
export { programmeArea } from './programmeArea.ts';
export { link } from './link.ts';
export { skipLink } from './skipLink.ts';
