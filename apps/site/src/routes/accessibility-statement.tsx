import { accessibilityStatement } from '@ghat/content/policies/accessibilityStatement';
import { createFileRoute } from '@tanstack/react-router';
import { seo } from '../features/head/seo.ts';
import { PolicyPage } from '../features/page/PolicyPage.tsx';

export const Route = createFileRoute('/accessibility-statement')({
  head: () => seo(accessibilityStatement.meta),
  component: () => <PolicyPage policy={accessibilityStatement} />,
});
