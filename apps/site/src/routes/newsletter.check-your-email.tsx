import { newsletterSentPage } from '@ghat/content';
import { createFileRoute } from '@tanstack/react-router';
import { FormOutcome, formOutcomeHead, formOutcomeLoader } from '../-lib/FormOutcome.tsx';

// Where the form lands when sent without JavaScript (see server/forms/handler.ts).
export const Route = createFileRoute('/newsletter/check-your-email')({
  loader: () => formOutcomeLoader(newsletterSentPage),
  head: ({ loaderData }) => formOutcomeHead(loaderData),
  component: NewsletterSentPage,
});

function NewsletterSentPage() {
  return <FormOutcome {...Route.useLoaderData()} />;
}
