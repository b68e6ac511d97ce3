import { createFileRoute } from '@tanstack/react-router';
import { FormOutcomeIsland, formOutcomeHead, formOutcomeLoader } from '../-lib/formOutcome.ts';

// Where a form lands when sent without JavaScript (see server/forms/handler.ts).
export const Route = createFileRoute('/forms/newsletter-sent')({
  loader: () => formOutcomeLoader('newsletter-sent'),
  head: ({ loaderData }) => formOutcomeHead(loaderData),
  component: NewsletterSentPage,
});

function NewsletterSentPage() {
  return <FormOutcomeIsland name="newsletter-sent" />;
}
