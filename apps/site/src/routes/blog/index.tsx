import { blogPage, type Article } from '@ghat/content';
import { ArticleCard, Grid, Hero, Section, Stack, StatBlock, Text } from '@ghat/ui';
import { createFileRoute } from '@tanstack/react-router';
import { seo } from '../../-lib/seo.ts';

export const Route = createFileRoute('/blog/')({
  // The articles are imported on demand and only the cards shown travel with the page,
  // without their bodies: no page's first view carries all fifty articles.
  loader: async () => {
    const { articles, featuredArticles } = await import('@ghat/content/articles');
    const card = ({ body: _body, ...fields }: Article): ArticleSummary => fields;
    return {
      meta: blogPage.meta,
      featured: featuredArticles.map(card),
      listed: articles.slice(0, blogPage.listPageSize).map(card),
      total: articles.length,
    };
  },
  head: ({ loaderData }) => (loaderData ? seo(loaderData.meta) : {}),
  component: BlogPage,
});

type ArticleSummary = Omit<Article, 'body'>;

function ArticleCards({ list }: { list: readonly ArticleSummary[] }) {
  return (
    <Grid as="ul" space="lg" columns={{ mobile: 1, tablet: 2, desktop: 3 }}>
      {list.map((article) => (
        <ArticleCard
          key={article.slug}
          href={`${blogPage.meta.path}/${article.slug}`}
          title={article.title}
          summary={article.summary}
          author={article.author}
          readingTime={article.readingTime}
          categories={article.categories}
          date={article.publishDate}
          image={article.featuredImage}
          headingLevel={3}
        />
      ))}
    </Grid>
  );
}

// The search box, the Filter button and 'Load More Articles' are left out until they work:
// the spec's versions do nothing (spec section 2).
function BlogPage() {
  const { hero, impactAtAGlance, featuredStories, allArticles, showingText } = blogPage;
  const { featured, listed, total } = Route.useLoaderData();
  return (
    <>
      <Hero tone="brand" title={hero.title} intro={hero.intro} />
      <Section heading={impactAtAGlance.heading} tone="subtle">
        <Grid as="ul" space="lg" columns={{ mobile: 1, tablet: 3 }}>
          {impactAtAGlance.blocks.map((block) => (
            <StatBlock key={block.label} value={block.value} label={block.label} />
          ))}
        </Grid>
      </Section>
      <Section heading={featuredStories.heading}>
        <ArticleCards list={featured} />
      </Section>
      <Section heading={allArticles.heading} tone="subtle">
        <Stack space="xl">
          <ArticleCards list={listed} />
          <Text tone="muted" align="center">
            {showingText(listed.length, total)}
          </Text>
        </Stack>
      </Section>
    </>
  );
}
