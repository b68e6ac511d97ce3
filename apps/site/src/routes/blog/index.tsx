import { blogPage } from '@ghat/content';
import { articles, featuredArticles } from '@ghat/content/articles';
import { ArticleCard, Grid, Hero, Section, StatBlock } from '@ghat/ui';
import { createFileRoute } from '@tanstack/react-router';
import { articleSummary, listingItem } from '../../features/blog/blogCards.ts';
import { filterChoices } from '../../features/blog/blogFilters.ts';
import { seo } from '../../features/head/seo.ts';
import { Island } from '../../features/islands/Island.tsx';

// /blog?q=…&category=…&region=…&programme=…: the filters live in the address. The
// prerendered page (the unfiltered one) serves every such address; All Articles is an island
// that applies them as it hydrates.
export const Route = createFileRoute('/blog/')({
  head: () => seo(blogPage.meta),
  component: BlogPage,
});

function BlogPage() {
  const { hero, impactAtAGlance, featuredStories, allArticles, searchAndFilter } = blogPage;
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
        <Grid as="ul" space="lg" columns={{ mobile: 1, tablet: 2, desktop: 3 }}>
          {featuredArticles.map((article) => (
            <ArticleCard
              key={article.slug}
              headingLevel={3}
              {...listingItem(articleSummary(article), blogPage.meta.path)}
            />
          ))}
        </Grid>
      </Section>
      <Section heading={allArticles.heading} tone="subtle">
        <Island
          name="blog-articles"
          // An address with filters (/blog?q=…) shows its matches at once; otherwise the
          // listing, two screens down on a phone, starts as the reader nears it.
          hydrate="query"
          props={{
            blogPath: blogPage.meta.path,
            listed: articles.slice(0, blogPage.listPageSize).map(articleSummary),
            total: articles.length,
            pageSize: blogPage.listPageSize,
            choices: filterChoices(articles),
            copy: {
              ...searchAndFilter,
              loadMoreLabel: blogPage.loadMoreLabel,
            },
          }}
        />
      </Section>
    </>
  );
}
