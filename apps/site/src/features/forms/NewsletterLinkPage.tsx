// A page a newsletter email's link opens (/newsletter/{page}): the page with the button
// that confirms or unsubscribes, or what became of the link. Composed from ui parts, in the
// visitor's language; the words are @ghat/content's newsletterLinkPages. Static: the button
// posts the page's own address (which holds the link's token) with no script at all.
import type { NewsletterLinkPage as LinkPage } from '@ghat/content';
import { newsletterLinkPagesIn } from '@ghat/content/i18n';
import { Box, Button, Container, Hero, Link, Notice, Stack, Text } from '@ghat/ui';
import { useSiteLocale } from '../page/siteLocale.ts';

export function NewsletterLinkPage({ page }: { page: LinkPage }) {
  const { homeLinkLabel } = newsletterLinkPagesIn(useSiteLocale());
  const { tone, title, text, buttonLabel } = page;
  return (
    <>
      <Hero tone="subtle" title={title} />
      <Container width="narrow">
        <Box paddingBlock="xl">
          <Stack space="xl">
            {buttonLabel ? (
              // No action: the form posts to the address it was opened at, token and all.
              <form method="post">
                <Stack space="lg">
                  <Text>{text}</Text>
                  <div>
                    <Button type="submit">{buttonLabel}</Button>
                  </div>
                </Stack>
              </form>
            ) : (
              <Notice tone={tone}>
                <Text>{text}</Text>
              </Notice>
            )}
            <Link href="/">{homeLinkLabel}</Link>
          </Stack>
        </Box>
      </Container>
    </>
  );
}
