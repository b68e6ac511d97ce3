import { newsletterSentPage } from '@ghat/content';
import { createFileRoute } from '@tanstack/react-router';
import { FormOutcomeIsland, formOutcomeHead, formOutcomeLoader } from '../-lib/formOutcome.ts';

// Where the form lands when sent without JavaScript (see server/forms/handler.ts).
export const Route = createFileRoute('/newsletter/check-your-email')({
  loader: () => formOutcomeLoader(newsletterSentPage),
  head: ({ loaderData }) => formOutcomeHead(loaderData),
  component: NewsletterSentPage,
});

function NewsletterSentPage() {
  return <FormOutcomeIsland page={newsletterSentPage} />;
}
