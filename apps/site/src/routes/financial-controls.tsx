import { financialControlsPolicy } from '@ghat/content/policies/financialControls';
import { createFileRoute } from '@tanstack/react-router';
import { seo } from '../features/head/seo.ts';
import { PolicyPage } from '../features/page/PolicyPage.tsx';

export const Route = createFileRoute('/financial-controls')({
  head: () => seo(financialControlsPolicy.meta),
  component: () => <PolicyPage policy={financialControlsPolicy} numbered={true} />,
});
