import { governanceLegalFrameworkPage } from '@ghat/content';
import { createFileRoute } from '@tanstack/react-router';
import { PolicyPage, policyLoader } from '../-lib/PolicyPage.tsx';
import { seo } from '../-lib/seo.ts';

export const Route = createFileRoute('/governance-legal-framework')({
  // The page's words stay in its own chunks: head() reads the meta from the loader.
  loader: () =>
    policyLoader(
      governanceLegalFrameworkPage.meta,
      governanceLegalFrameworkPage.governanceLegalFramework,
    ),
  head: ({ loaderData }) => (loaderData ? seo(loaderData.meta) : {}),
  component: GovernanceLegalFrameworkPage,
});

// A sectioned page with a contents list, not a policy: its sections are not numbered.
function GovernanceLegalFrameworkPage() {
  return (
    <PolicyPage
      policy={governanceLegalFrameworkPage.governanceLegalFramework}
      text={Route.useLoaderData().text}
      numbered={false}
    />
  );
}
