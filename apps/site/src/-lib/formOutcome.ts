// The pages a form lands on without JavaScript share one island (see islands.tsx) and one
// head: never indexed, as only a form post leads there.
import type { FormOutcomePage } from '@ghat/content';
import { island } from './islands.tsx';
import { seo } from './seo.ts';

export const FormOutcomeIsland = island<{ page: FormOutcomePage }>(
  'page-form-outcome',
  () => import('../-pages/form-outcome.tsx'),
);

/** The route's loader: the island's code ready for a move inside the site, and the head. */
export async function formOutcomeLoader(page: FormOutcomePage) {
  await FormOutcomeIsland.prepare();
  return { meta: page.meta };
}

export function formOutcomeHead(loaderData: { meta: FormOutcomePage['meta'] } | undefined) {
  return loaderData ? seo({ ...loaderData.meta, noindex: true }) : {};
}
