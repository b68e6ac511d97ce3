import { contactSentPage } from '@ghat/content';
import { createFileRoute } from '@tanstack/react-router';
import { FormOutcomeIsland, formOutcomeHead, formOutcomeLoader } from '../-lib/formOutcome.ts';

// Where the form lands when sent without JavaScript (see server/forms/handler.ts).
export const Route = createFileRoute('/contact_/message-sent')({
  loader: () => formOutcomeLoader(contactSentPage),
  head: ({ loaderData }) => formOutcomeHead(loaderData),
  component: ContactSentPage,
});

function ContactSentPage() {
  return <FormOutcomeIsland page={contactSentPage} />;
}
