import { createFileRoute } from '@tanstack/react-router';
import { pageIsland } from '../-lib/islands.tsx';
import { seo } from '../-lib/seo.ts';

// The page is an island (see islands.tsx): prerendered in full, its code fetched on the
// visitor's first interaction, or by the loader on a move inside the site.
const Page = pageIsland('page-contact', () => import('../-pages/contact.tsx'));

export const Route = createFileRoute('/contact')({
  loader: async () => ({ meta: (await Page.prepare()).meta }),
  head: ({ loaderData }) => (loaderData ? seo(loaderData.meta) : {}),
  component: Page,
});
