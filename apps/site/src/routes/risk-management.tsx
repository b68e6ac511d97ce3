import { createFileRoute } from '@tanstack/react-router';
import { PolicyPage, policyLoader } from '../-lib/PolicyPage.tsx';
import { seo } from '../-lib/seo.ts';

export const Route = createFileRoute('/risk-management')({
  // The policy is imported on demand: see policyLoader.
  loader: async () =>
    policyLoader((await import('@ghat/content/policies/riskManagement')).riskManagementPolicy),
  head: ({ loaderData }) => (loaderData ? seo(loaderData.meta) : {}),
  component: RiskManagementPage,
});

function RiskManagementPage() {
  return <PolicyPage {...Route.useLoaderData()} numbered />;
}
