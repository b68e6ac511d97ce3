import { riskManagementPolicy } from '@ghat/content/policies/riskManagement';
import { createFileRoute } from '@tanstack/react-router';
import { seo } from '../features/head/seo.ts';
import { PolicyPage } from '../features/page/PolicyPage.tsx';

export const Route = createFileRoute('/risk-management')({
  head: () => seo(riskManagementPolicy.meta),
  component: () => <PolicyPage policy={riskManagementPolicy} numbered={true} />,
});
