import { formOutcomesIn } from '@ghat/content/i18n';
import { createFileRoute } from '@tanstack/react-router';
import { FormOutcome } from '../features/forms/FormOutcome.tsx';
import { seo } from '../features/head/seo.ts';

// Where a form lands when sent without JavaScript (see server/forms/handler.ts). Never
// indexed: only a form post leads here.
export const Route = createFileRoute('/forms/sent')({
  head: ({ match }) => {
    const { locale } = match.context;
    return seo({ ...formOutcomesIn(locale).formSentPage.meta, noindex: true, locale });
  },
  component: FormSentPage,
});

function FormSentPage() {
  return <FormOutcome name="sent" />;
}
