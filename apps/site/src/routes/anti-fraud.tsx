import { createFileRoute } from '@tanstack/react-router';
import { PolicyPage, policyLoader } from '../-lib/PolicyPage.tsx';
import { seo } from '../-lib/seo.ts';

export const Route = createFileRoute('/anti-fraud')({
  // The policy is imported on demand: see policyLoader.
  loader: async () =>
    policyLoader((await import('@ghat/content/policies/antiFraud')).antiFraudPolicy),
  head: ({ loaderData }) => (loaderData ? seo(loaderData.meta) : {}),
  component: AntiFraudPage,
});

function AntiFraudPage() {
  return <PolicyPage {...Route.useLoaderData()} numbered />;
}
