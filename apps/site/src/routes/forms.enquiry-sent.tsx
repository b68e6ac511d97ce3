import { createFileRoute } from '@tanstack/react-router';
import { FormOutcomeIsland, formOutcomeHead, formOutcomeLoader } from '../-lib/formOutcome.ts';

// Where a form lands when sent without JavaScript (see server/forms/handler.ts).
export const Route = createFileRoute('/forms/enquiry-sent')({
  loader: () => formOutcomeLoader('enquiry-sent'),
  head: ({ loaderData }) => formOutcomeHead(loaderData),
  component: EnquirySentPage,
});

function EnquirySentPage() {
  return <FormOutcomeIsland name="enquiry-sent" />;
}
