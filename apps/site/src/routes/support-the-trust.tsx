import { supportTheTrustPage } from '@ghat/content';
import { createFileRoute } from '@tanstack/react-router';
import { PolicyPage, policyLoader } from '../-lib/PolicyPage.tsx';
import { seo } from '../-lib/seo.ts';

export const Route = createFileRoute('/support-the-trust')({
  // The page's words stay in its own chunks: head() reads the meta from the loader.
  loader: () => policyLoader(supportTheTrustPage.meta, supportTheTrustPage.supportTheTrust),
  head: ({ loaderData }) => (loaderData ? seo(loaderData.meta) : {}),
  component: SupportTheTrustPage,
});

// A sectioned page with a contents list, not a policy: its sections are not numbered.
function SupportTheTrustPage() {
  return (
    <PolicyPage
      policy={supportTheTrustPage.supportTheTrust}
      text={Route.useLoaderData().text}
      numbered={false}
    />
  );
}
