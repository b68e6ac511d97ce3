import { contactTheTrustPage } from '@ghat/content';
import { createFileRoute } from '@tanstack/react-router';
import { PolicyPage, policyLoader } from '../-lib/PolicyPage.tsx';
import { seo } from '../-lib/seo.ts';

export const Route = createFileRoute('/contact-the-trust')({
  // The page's words stay in its own chunks: head() reads the meta from the loader.
  loader: () => policyLoader(contactTheTrustPage.meta, contactTheTrustPage.contactTheTrust),
  head: ({ loaderData }) => (loaderData ? seo(loaderData.meta) : {}),
  component: ContactTheTrustPage,
});

// A sectioned page with a contents list, not a policy: its sections are not numbered.
function ContactTheTrustPage() {
  return (
    <PolicyPage
      policy={contactTheTrustPage.contactTheTrust}
      text={Route.useLoaderData().text}
      numbered={false}
    />
  );
}
