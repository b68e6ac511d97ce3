// A page a form lands on when it was sent without JavaScript: its confirmation, or why it
// was not sent. Composed from ui parts; the words are @ghat/content's form outcome pages.
import type { FormOutcomePage } from '@ghat/content';
import { Box, Container, Hero, Inline, Link, Notice, RichText, Stack } from '@ghat/ui';
import { pageText } from '../-lib/pageText.ts';

export default function FormOutcome({ page }: { page: FormOutcomePage }) {
  const { tone, title, links } = page;
  const text = pageText({ message: page.message });
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
