// The pages a form lands on without JavaScript (/forms/{name}) share one island (see
// islands.tsx), which holds their words, and one head: never indexed, as only a form post
// leads there.
import type { PageMeta } from '@ghat/content';
import type * as FormOutcomeModule from '../-pages/form-outcome.tsx';
import { island } from './islands.tsx';
import { seo } from './seo.ts';

export const FormOutcomeIsland = island<{ name: string }, typeof FormOutcomeModule>(
  'page-form-outcome',
  () => import('../-pages/form-outcome.tsx'),
);

/** The route's loader: the island's code ready for a move inside the site, and the head. */
export async function formOutcomeLoader(name: string) {
  const page = (await FormOutcomeIsland.prepare()).pages.get(name);
  if (!page) throw new Error(`No form outcome page ${name}`);
  return { meta: page.meta };
}

export function formOutcomeHead(loaderData: { meta: PageMeta } | undefined) {
  return loaderData ? seo({ ...loaderData.meta, noindex: true }) : {};
}
