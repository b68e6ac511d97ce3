import { createFileRoute } from '@tanstack/react-router';
import { PolicyPage, policyLoader } from '../-lib/PolicyPage.tsx';
import { seo } from '../-lib/seo.ts';

export const Route = createFileRoute('/accessibility-statement')({
  // The policy is imported on demand: see policyLoader.
  loader: async () =>
    policyLoader(
      (await import('@ghat/content/policies/accessibilityStatement')).accessibilityStatement,
    ),
  head: ({ loaderData }) => (loaderData ? seo(loaderData.meta) : {}),
  component: AccessibilityStatementPage,
});

function AccessibilityStatementPage() {
  return <PolicyPage {...Route.useLoaderData()} />;
}
