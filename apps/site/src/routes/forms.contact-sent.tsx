import { createFileRoute } from '@tanstack/react-router';
import { FormOutcomeIsland, formOutcomeHead, formOutcomeLoader } from '../-lib/formOutcome.ts';

// Where a form lands when sent without JavaScript (see server/forms/handler.ts).
export const Route = createFileRoute('/forms/contact-sent')({
  loader: () => formOutcomeLoader('contact-sent'),
  head: ({ loaderData }) => formOutcomeHead(loaderData),
  component: ContactSentPage,
});

function ContactSentPage() {
  return <FormOutcomeIsland name="contact-sent" />;
}
