import { formNotSentPage } from '@ghat/content';
import { createFileRoute } from '@tanstack/react-router';
import { FormOutcome, formOutcomeHead, formOutcomeLoader } from '../-lib/FormOutcome.tsx';

// Where the form lands when sent without JavaScript (see server/forms/handler.ts).
export const Route = createFileRoute('/form-not-sent')({
  loader: () => formOutcomeLoader(formNotSentPage),
  head: ({ loaderData }) => formOutcomeHead(loaderData),
  component: FormNotSentPage,
});

function FormNotSentPage() {
  return <FormOutcome {...Route.useLoaderData()} />;
}
