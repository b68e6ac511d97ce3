import { blogPage } from '@ghat/content';
import { ArticleLayout, AuthorCard } from '@ghat/ui';
import { createFileRoute } from '@tanstack/react-router';
import { articleSlugs } from 'virtual:ghat/article-slugs';
import { richText } from '../../-lib/richText.ts';
import { track } from '../../-lib/tracker.ts';
import { baseUrl, jsonLd, seo } from '../../-lib/seo.ts';

export const Route = createFileRoute('/blog/$slug')({
  // An unknown slug matches no route, so it is the site's 404 ('Article Not Found', see
  // -lib/notFound.tsx) and one prerendered page serves every unknown slug.
  params: { parse: ({ slug }) => (articleSlugs.has(slug) ? { slug } : false) },
  // The articles are imported on demand, so no page's first view carries all fifty: the
  // prerendered page holds its own article (as loader data), and a visit from another page
  // of the site fetches them then.
  loader: async ({ params }) => {
    const { articleBySlug, articleJsonLd, articleMetadata } =
      await import('@ghat/content/articles');
    const article = articleBySlug(params.slug);
    if (!article) throw new Error(`No article ${params.slug}`);
    const { body, ...fields } = article;
    return {
      article: fields,
      text: await richText({ body }),
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
  component: ArticlePage,
});

function ArticlePage() {
  const { article, text, meta } = Route.useLoaderData();
  return (
    <ArticleLayout
      title={article.title}
      summary={article.summary}
      categories={article.categories}
      author={article.author}
      publishDate={article.publishDate}
      readingTime={article.readingTime}
      body={text.body}
      tags={article.tags}
      shareUrl={meta.url}
      shareButtonProps={{ onShare: (method) => track('share', { method }) }}
      authorCard={<AuthorCard name={article.author} headingLevel={2} />}
      allArticlesHref={blogPage.meta.path}
    />
  );
}
