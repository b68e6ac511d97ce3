import { enquirySentPage } from '@ghat/content';
import { createFileRoute } from '@tanstack/react-router';
import { FormOutcomeIsland, formOutcomeHead, formOutcomeLoader } from '../-lib/formOutcome.ts';

// Where the form lands when sent without JavaScript (see server/forms/handler.ts).
export const Route = createFileRoute('/donate_/enquiry-sent')({
  loader: () => formOutcomeLoader(enquirySentPage),
  head: ({ loaderData }) => formOutcomeHead(loaderData),
  component: EnquirySentPage,
});

function EnquirySentPage() {
  return <FormOutcomeIsland page={enquirySentPage} />;
}
