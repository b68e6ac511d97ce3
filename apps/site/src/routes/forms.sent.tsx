import { formSentMeta } from '@ghat/content';
import { createFileRoute } from '@tanstack/react-router';
import { FormOutcome } from '../features/forms/FormOutcome.tsx';
import { seo } from '../features/head/seo.ts';

// Where a form lands when sent without JavaScript (see server/forms/handler.ts). Never
// indexed: only a form post leads here.
export const Route = createFileRoute('/forms/sent')({
  head: () => seo({ ...formSentMeta, noindex: true }),
  component: FormSentPage,
});

function FormSentPage() {
  return <FormOutcome name="sent" />;
}
