import { createFileRoute } from '@tanstack/react-router';
import { FormOutcomeIsland, formOutcomeHead, formOutcomeLoader } from '../-lib/formOutcome.ts';

// Where a form lands when sent without JavaScript (see server/forms/handler.ts).
export const Route = createFileRoute('/forms/not-sent')({
  loader: () => formOutcomeLoader('not-sent'),
  head: ({ loaderData }) => formOutcomeHead(loaderData),
  component: FormNotSentPage,
});

function FormNotSentPage() {
  return <FormOutcomeIsland name="not-sent" />;
}
