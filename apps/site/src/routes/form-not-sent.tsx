import { formNotSentPage } from '@ghat/content';
import { createFileRoute } from '@tanstack/react-router';
import { FormOutcomeIsland, formOutcomeHead, formOutcomeLoader } from '../-lib/formOutcome.ts';

// Where the form lands when sent without JavaScript (see server/forms/handler.ts).
export const Route = createFileRoute('/form-not-sent')({
  loader: () => formOutcomeLoader(formNotSentPage),
  head: ({ loaderData }) => formOutcomeHead(loaderData),
  component: FormNotSentPage,
});

function FormNotSentPage() {
  return <FormOutcomeIsland page={formNotSentPage} />;
}
