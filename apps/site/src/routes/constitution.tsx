import { createFileRoute } from '@tanstack/react-router';
import { pageIsland } from '../-lib/islands.tsx';
import { seo } from '../-lib/seo.ts';

// The page is an island (see islands.tsx): prerendered in full with the constitution's
// whole text, which, with the page's code, is fetched on the visitor's first interaction,
// or by the loader on a move inside the site.
const Page = pageIsland('page-constitution', () => import('../-pages/constitution.tsx'));

export const Route = createFileRoute('/constitution')({
  loader: async () => ({ meta: (await Page.prepare()).meta }),
  head: ({ loaderData }) => (loaderData ? seo(loaderData.meta) : {}),
  component: Page,
});
