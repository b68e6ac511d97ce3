import { createFileRoute } from '@tanstack/react-router';
import { PolicyPage, policyLoader } from '../-lib/PolicyPage.tsx';
import { seo } from '../-lib/seo.ts';

export const Route = createFileRoute('/contact-the-trust')({
  // The policy is imported on demand: see policyLoader.
  loader: async () => {
    const page = await import('@ghat/content/pages/contactTheTrust');
    return policyLoader(page.contactTheTrust, page.meta);
  },
  head: ({ loaderData }) => (loaderData ? seo(loaderData.meta) : {}),
  component: ContactTheTrustPage,
});

// A sectioned page with a contents list, not a policy: its sections are not numbered.
function ContactTheTrustPage() {
  return <PolicyPage {...Route.useLoaderData()} numbered={false} />;
}
