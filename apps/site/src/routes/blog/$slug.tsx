import { blogPage } from '@ghat/content';
import { articleBySlug, articleJsonLd, articleMetadata } from '@ghat/content/articles';
import { ArticleLayout, AuthorCard } from '@ghat/ui';
import { parseMarkdown } from '@ghat/ui/markdown';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { Island } from '../../features/islands/Island.tsx';
import { baseUrl, jsonLd, seo } from '../../features/head/seo.ts';

export const Route = createFileRoute('/blog/$slug')({
  // An unknown slug matches no route, so it is the site's 404 ('Article Not Found', see
  // features/page/notFound.tsx) and one prerendered page serves every unknown slug.
  params: { parse: ({ slug }) => (articleBySlug(slug) ? { slug } : false) },
  loader: ({ params }) => {
    const article = articleBySlug(params.slug);
    if (!article) throw notFound();
    return {
      article,
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

/** /blog/{slug}: the route only matches known slugs, so the article is always there. */
function ArticlePage() {
  const { article, meta } = Route.useLoaderData();
  return (
    <ArticleLayout
      title={article.title}
      summary={article.summary}
      categories={article.categories}
      author={article.author}
      publishDate={article.publishDate}
      readingTime={article.readingTime}
      body={parseMarkdown(article.body)}
      tags={article.tags}
      shareButton={
        <Island
          name="share-article"
          props={{ title: article.title, summary: article.summary, url: meta.url }}
        />
      }
      authorCard={<AuthorCard name={article.author} headingLevel={2} />}
      allArticlesHref={blogPage.meta.path}
    />
  );
}
