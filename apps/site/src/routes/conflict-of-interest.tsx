import { conflictOfInterestPolicy } from '@ghat/content/policies/conflictOfInterest';
import { createFileRoute } from '@tanstack/react-router';
import { seo } from '../features/head/seo.ts';
import { PolicyPage } from '../features/page/PolicyPage.tsx';

export const Route = createFileRoute('/conflict-of-interest')({
  head: () => seo(conflictOfInterestPolicy.meta),
  component: () => <PolicyPage policy={conflictOfInterestPolicy} numbered={true} />,
});
