import { blogPage } from '@ghat/content';
import { articleBySlug, articleMetadata } from '@ghat/content/articles';
import { ArticleLayout, AuthorCard } from '@ghat/ui';
import { parseMarkdown } from '@ghat/ui/markdown';
import { useParams } from '@tanstack/react-router';
import { baseUrl } from '../-lib/seo.ts';
import { track } from '../-lib/tracker.ts';

/** /blog/{slug}: the route only matches known slugs, so the article is always there. */
export default function ArticlePage() {
  const slug = useParams({ from: '/blog/$slug', select: (params) => params.slug });
  const article = articleBySlug(slug);
  if (!article) throw new Error(`No article ${slug}`);
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
      shareUrl={articleMetadata(article, baseUrl()).url}
      shareButtonProps={{ onShare: (method) => track('share', { method }) }}
      authorCard={<AuthorCard name={article.author} headingLevel={2} />}
      allArticlesHref={blogPage.meta.path}
    />
  );
}
