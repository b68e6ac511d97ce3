import { faqPage } from '@ghat/content';
import { ButtonLink, Container, FAQList, Hero, Inline, RichText, Section } from '@ghat/ui';
import { createFileRoute } from '@tanstack/react-router';
import { richTextList } from '../-lib/richText.ts';
import { seo } from '../-lib/seo.ts';

export const Route = createFileRoute('/frequently-asked-questions')({
  // The page's words stay in its own chunks: head() reads them from the loader.
  loader: async () => ({
    meta: faqPage.meta,
    sectionText: await richTextList(faqPage.faqs.map((faq) => faq.answer)),
  }),
  head: ({ loaderData }) => (loaderData ? seo(loaderData.meta) : {}),
  component: FrequentlyAskedQuestionsPage,
});

function FrequentlyAskedQuestionsPage() {
  const { hero, faqs, closing } = faqPage;
  const { sectionText } = Route.useLoaderData();
  return (
    <>
      <Hero tone="subtle" title={hero.title} intro={hero.intro} />
      {/* @ghat/content gives the list no heading of its own, so it is not a titled Section. */}
      <Container width="narrow">
        <FAQList
          headingLevel={2}
          items={faqs.map((faq, index) => ({
            id: faq.id,
            question: faq.question,
            answer: <RichText blocks={sectionText[index] ?? []} />,
          }))}
        />
      </Container>
      <Section heading={closing.heading} intro={closing.text} tone="subtle" width="narrow">
        <Inline space="md">
          <ButtonLink href={closing.link.href} variant="primary">
            {closing.link.label}
          </ButtonLink>
        </Inline>
      </Section>
    </>
  );
}
