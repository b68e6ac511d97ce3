// A page a form lands on when it was sent without JavaScript: its confirmation, or why it
// was not sent. Composed from ui parts; the words are @ghat/content's form outcome pages.
import type { FormOutcomePage } from '@ghat/content';
import { Box, Container, Hero, Inline, Link, Notice, RichText, Stack } from '@ghat/ui';
import { richText } from './richText.ts';
import { seo } from './seo.ts';

/** The route's loader: the page with its message as rich text. */
export async function formOutcomeLoader(page: FormOutcomePage) {
  const { message, ...rest } = page;
  return { ...rest, text: await richText({ message }) };
}

export type FormOutcomeData = Awaited<ReturnType<typeof formOutcomeLoader>>;

/** Its head: never indexed (a page reached only by sending a form). */
export function formOutcomeHead(data: FormOutcomeData | undefined) {
  return data ? seo({ ...data.meta, noindex: true }) : {};
}

export function FormOutcome({ tone, title, text, links }: FormOutcomeData) {
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
