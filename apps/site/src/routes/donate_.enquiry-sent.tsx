import { enquirySentPage } from '@ghat/content';
import { createFileRoute } from '@tanstack/react-router';
import { FormOutcome, formOutcomeHead, formOutcomeLoader } from '../-lib/FormOutcome.tsx';

// Where the form lands when sent without JavaScript (see server/forms/handler.ts).
export const Route = createFileRoute('/donate_/enquiry-sent')({
  loader: () => formOutcomeLoader(enquirySentPage),
  head: ({ loaderData }) => formOutcomeHead(loaderData),
  component: EnquirySentPage,
});

function EnquirySentPage() {
  return <FormOutcome {...Route.useLoaderData()} />;
}
