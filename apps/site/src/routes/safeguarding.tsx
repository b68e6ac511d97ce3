import { safeguardingPolicy } from '@ghat/content/policies/safeguarding';
import { createFileRoute } from '@tanstack/react-router';
import { seo } from '../features/head/seo.ts';
import { PolicyPage } from '../features/page/PolicyPage.tsx';

export const Route = createFileRoute('/safeguarding')({
  head: () => seo(safeguardingPolicy.meta),
  component: () => <PolicyPage policy={safeguardingPolicy} numbered={true} />,
});
