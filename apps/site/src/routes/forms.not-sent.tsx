import { formNotSentMeta } from '@ghat/content';
import { createFileRoute } from '@tanstack/react-router';
import { FormOutcomeIsland } from '../-lib/formOutcome.ts';
import { seo } from '../-lib/seo.ts';

// Where a form lands when sent without JavaScript (see server/forms/handler.ts). Never
// indexed: only a form post leads here.
export const Route = createFileRoute('/forms/not-sent')({
  // The island's code, ready before the page renders (the prerender needs it in place).
  loader: () => FormOutcomeIsland.prepare().then(() => null),
  head: () => seo({ ...formNotSentMeta, noindex: true }),
  component: FormNotSentPage,
});

function FormNotSentPage() {
  return <FormOutcomeIsland name="not-sent" />;
}
