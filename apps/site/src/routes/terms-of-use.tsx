import { createFileRoute } from '@tanstack/react-router';
import { PolicyPage, policyLoader } from '../-lib/PolicyPage.tsx';
import { seo } from '../-lib/seo.ts';

export const Route = createFileRoute('/terms-of-use')({
  // The policy is imported on demand: see policyLoader.
  loader: async () => policyLoader((await import('@ghat/content/policies/termsOfUse')).termsOfUse),
  head: ({ loaderData }) => (loaderData ? seo(loaderData.meta) : {}),
  component: TermsOfUsePage,
});

function TermsOfUsePage() {
  return <PolicyPage {...Route.useLoaderData()} />;
}
