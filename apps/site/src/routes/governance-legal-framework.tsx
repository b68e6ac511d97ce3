import { createFileRoute } from '@tanstack/react-router';
import { PolicyPage, policyLoader } from '../-lib/PolicyPage.tsx';
import { seo } from '../-lib/seo.ts';

export const Route = createFileRoute('/governance-legal-framework')({
  // The policy is imported on demand: see policyLoader.
  loader: async () => {
    const page = await import('@ghat/content/pages/governanceLegalFramework');
    return policyLoader(page.governanceLegalFramework, page.meta);
  },
  head: ({ loaderData }) => (loaderData ? seo(loaderData.meta) : {}),
  component: GovernanceLegalFrameworkPage,
});

// A sectioned page with a contents list, not a policy: its sections are not numbered.
function GovernanceLegalFrameworkPage() {
  return <PolicyPage {...Route.useLoaderData()} numbered={false} />;
}
