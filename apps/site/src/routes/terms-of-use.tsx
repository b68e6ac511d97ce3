import { termsOfUse } from '@ghat/content';
import { createFileRoute } from '@tanstack/react-router';
import { PolicyPage, policyLoader } from '../-lib/PolicyPage.tsx';
import { seo } from '../-lib/seo.ts';

export const Route = createFileRoute('/terms-of-use')({
  // The policy's text stays in its own chunks: head() reads the meta from the loader.
  loader: () => policyLoader(termsOfUse.meta, termsOfUse),
  head: ({ loaderData }) => (loaderData ? seo(loaderData.meta) : {}),
  component: TermsOfUsePage,
});

function TermsOfUsePage() {
  return <PolicyPage policy={termsOfUse} text={Route.useLoaderData().text} />;
}
