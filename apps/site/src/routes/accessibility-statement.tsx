import { accessibilityStatement } from '@ghat/content';
import { createFileRoute } from '@tanstack/react-router';
import { PolicyPage, policyLoader } from '../-lib/PolicyPage.tsx';
import { seo } from '../-lib/seo.ts';

export const Route = createFileRoute('/accessibility-statement')({
  // The policy's text stays in its own chunks: head() reads the meta from the loader.
  loader: () => policyLoader(accessibilityStatement.meta, accessibilityStatement),
  head: ({ loaderData }) => (loaderData ? seo(loaderData.meta) : {}),
  component: AccessibilityStatementPage,
});

function AccessibilityStatementPage() {
  return <PolicyPage policy={accessibilityStatement} text={Route.useLoaderData().text} />;
}
