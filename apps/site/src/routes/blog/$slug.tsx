import { createFileRoute, notFound } from '@tanstack/react-router';
import { articleSlugs } from 'virtual:ghat/article-slugs';
import { pageIsland } from '../../-lib/islands.tsx';
import { baseUrl, jsonLd, seo } from '../../-lib/seo.ts';

const Page = pageIsland('page-article', () => import('../../-pages/article.tsx'));

export const Route = createFileRoute('/blog/$slug')({
  // An unknown slug matches no route, so it is the site's 404 ('Article Not Found', see
  // -lib/notFound.tsx) and one prerendered page serves every unknown slug.
  params: { parse: ({ slug }) => (articleSlugs.has(slug) ? { slug } : false) },
  // The articles are imported on demand, so no page's first view carries all fifty: the
  // prerendered page holds only its head's facts as loader data, and its article's page is
  // an island (see islands.tsx), fetched on the visitor's first interaction.
  loader: async ({ params }) => {
    const [{ articleBySlug, articleJsonLd, articleMetadata }] = await Promise.all([
      import('@ghat/content/articles'),
      Page.prepare(),
    ]);
    const article = articleBySlug(params.slug);
    // Only a slug sharing a known slug's hash gets here (see build/articleSlugs.ts).
    if (!article) throw notFound();
    return {
      meta: articleMetadata(article, baseUrl()),
      jsonLd: articleJsonLd(article, baseUrl()),
    };
  },
  head: ({ loaderData }) => {
    if (!loaderData) return {};
    const { meta } = loaderData;
    return {
      ...seo({
        title: meta.title,
        description: meta.description,
        path: new URL(meta.url).pathname,
        type: meta.type,
        image: meta.image,
        article: {
          publishedTime: meta.publishDate,
          modifiedTime: meta.modifiedDate,
          author: meta.author,
          section: meta.section,
          tags: meta.tags,
        },
      }),
      scripts: [jsonLd(loaderData.jsonLd)],
    };
  },
  component: Page,
});
