import { markImage, organisationJsonLd } from '@ghat/content';
import { createFileRoute } from '@tanstack/react-router';
import { pageIsland } from '../-lib/islands.tsx';
import { baseUrl, jsonLd, seo } from '../-lib/seo.ts';

// The page is an island (see islands.tsx): prerendered in full, its code fetched on the
// visitor's first interaction, or by the loader on a move inside the site.
const Page = pageIsland('page-index', () => import('../-pages/index.tsx'));

export const Route = createFileRoute('/')({
  loader: async () => ({ meta: (await Page.prepare()).meta }),
  head: ({ loaderData }) =>
    loaderData
      ? {
          ...seo(loaderData.meta),
          scripts: [jsonLd(organisationJsonLd(baseUrl(), markImage.src))],
        }
      : {},
  component: Page,
});
