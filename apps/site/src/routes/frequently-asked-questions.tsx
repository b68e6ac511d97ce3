import { faqPage } from '@ghat/content';
import { ButtonLink, Container, FAQList, Hero, Inline, RichText, Section } from '@ghat/ui';
import { pageTextList } from '../features/page/pageText.ts';
import { createFileRoute } from '@tanstack/react-router';
import { localisedHead, useLocalisedPage } from '../features/page/localisedPage.ts';

function FrequentlyAskedQuestionsPage() {
  const { hero, faqs, closing } = useLocalisedPage(faqPage);
  // Parsed where the page renders (see pageText.ts), in its language.
  const sectionText = pageTextList(faqs.map((faq) => faq.answer));
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

export const Route = createFileRoute('/frequently-asked-questions')({
  head: localisedHead(faqPage),
  component: FrequentlyAskedQuestionsPage,
});
