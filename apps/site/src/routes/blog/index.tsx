import { createFileRoute } from '@tanstack/react-router';
import { pageIsland } from '../../-lib/islands.tsx';
import { seo } from '../../-lib/seo.ts';

// /blog?q=…&category=…&region=…&programme=…: the filters live in the address. Nothing the
// loader does depends on them, so the prerendered page (the unfiltered one) serves every
// such address, and the page applies them once hydrated. No validateSearch: it would sit in
// the route tree, in every page's first view; the page reads the address with
// parseBlogSearch instead, in its own chunk.
// The page is an island (see islands.tsx): prerendered in full, its code and the articles'
// cards fetched on the visitor's first interaction, or by the loader on a move inside the site.
const Page = pageIsland('page-blog', () => import('../../-pages/blog.tsx'));

export const Route = createFileRoute('/blog/')({
  loader: async () => ({ meta: (await Page.prepare()).meta }),
  head: ({ loaderData }) => (loaderData ? seo(loaderData.meta) : {}),
  component: Page,
});
