import { createFileRoute } from '@tanstack/react-router';
import { PolicyPage, policyLoader } from '../-lib/PolicyPage.tsx';
import { seo } from '../-lib/seo.ts';

export const Route = createFileRoute('/support-the-trust')({
  // The policy is imported on demand: see policyLoader.
  loader: async () => {
    const page = await import('@ghat/content/pages/supportTheTrust');
    return policyLoader(page.supportTheTrust, page.meta);
  },
  head: ({ loaderData }) => (loaderData ? seo(loaderData.meta) : {}),
  component: SupportTheTrustPage,
});

// A sectioned page with a contents list, not a policy: its sections are not numbered.
function SupportTheTrustPage() {
  return <PolicyPage {...Route.useLoaderData()} numbered={false} />;
}
