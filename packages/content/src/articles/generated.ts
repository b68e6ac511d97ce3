// The generated articles (ids 4 to 50) as the site shows them: generateArticles with the fixed seed.
import type { Article } from '../schemas.ts';
import { generateArticles, generatedArticlesSeed } from './generate.ts';

export const generatedArticles: readonly Article[] = generateArticles(generatedArticlesSeed);
