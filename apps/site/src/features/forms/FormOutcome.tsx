// The pages a form lands on when it was sent without JavaScript (/forms/{name}): its
// confirmation, or why it was not sent. Composed from ui parts; the words are
// @ghat/content's form outcome pages. Static: nothing on them needs a script.
import { formOutcomesIn } from '@ghat/content/i18n';
import { Box, Container, Hero, Inline, Link, Notice, RichText, Stack } from '@ghat/ui';
import { pageText } from '../page/pageText.ts';
import { useSiteLocale } from '../page/siteLocale.ts';

export function FormOutcome({ name }: { name: string }) {
  const { formSentPage, formNotSentPage } = formOutcomesIn(useSiteLocale());
  // By its name, the last part of its address ('sent', 'not-sent').
  const page = [formSentPage, formNotSentPage].find(
    (outcome) => outcome.meta.path === `/forms/${name}`,
  );
  if (!page) throw new Error(`No form outcome page ${name}`);
  const { tone, title, links, message } = page;
  const text = pageText({ message });
  return (
    <>
      <Hero tone="subtle" title={title} />
      <Container width="narrow">
        <Box paddingBlock="xl">
          <Stack space="xl">
            <Notice tone={tone}>
              <RichText blocks={text.message} />
            </Notice>
            <Inline space="lg">
              {links.map((link) => (
                <Link key={link.href} href={link.href}>
                  {link.label}
                </Link>
              ))}
            </Inline>
          </Stack>
        </Box>
      </Container>
    </>
  );
}
