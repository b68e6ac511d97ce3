import { createFileRoute } from '@tanstack/react-router';
import { PolicyPage, policyLoader } from '../-lib/PolicyPage.tsx';
import { seo } from '../-lib/seo.ts';

export const Route = createFileRoute('/privacy-policy')({
  // The policy is imported on demand: see policyLoader.
  loader: async () =>
    policyLoader((await import('@ghat/content/policies/privacyPolicy')).privacyPolicy),
  head: ({ loaderData }) => (loaderData ? seo(loaderData.meta) : {}),
  component: PrivacyPolicyPage,
});

function PrivacyPolicyPage() {
  return <PolicyPage {...Route.useLoaderData()} />;
}
