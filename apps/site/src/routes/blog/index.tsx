import { articles, blogPage, featuredArticles, type Article } from '@ghat/content';
import { ArticleCard, Grid, Hero, Section, Stack, StatBlock, Text } from '@ghat/ui';
import { createFileRoute } from '@tanstack/react-router';
import { seo } from '../../-lib/seo.ts';

export const Route = createFileRoute('/blog/')({
  // The page's words stay in its own chunks: head() reads them from the loader.
  loader: () => blogPage.meta,
  head: ({ loaderData }) => (loaderData ? seo(loaderData) : {}),
  component: BlogPage,
});

function ArticleCards({ list }: { list: readonly Article[] }) {
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
  const listed = articles.slice(0, blogPage.listPageSize);
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
        <ArticleCards list={featuredArticles} />
      </Section>
      <Section heading={allArticles.heading} tone="subtle">
        <Stack space="xl">
          <ArticleCards list={listed} />
          <Text tone="muted" align="center">
            {showingText(listed.length, articles.length)}
          </Text>
        </Stack>
      </Section>
    </>
  );
}
