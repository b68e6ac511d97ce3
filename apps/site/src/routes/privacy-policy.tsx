import { privacyPolicy } from '@ghat/content';
import { createFileRoute } from '@tanstack/react-router';
import { PolicyPage, policyLoader } from '../-lib/PolicyPage.tsx';
import { seo } from '../-lib/seo.ts';

export const Route = createFileRoute('/privacy-policy')({
  // The policy's text stays in its own chunks: head() reads the meta from the loader.
  loader: () => policyLoader(privacyPolicy.meta, privacyPolicy),
  head: ({ loaderData }) => (loaderData ? seo(loaderData.meta) : {}),
  component: PrivacyPolicyPage,
});

function PrivacyPolicyPage() {
  return <PolicyPage policy={privacyPolicy} text={Route.useLoaderData().text} />;
}
