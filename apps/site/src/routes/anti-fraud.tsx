import { antiFraudPolicy } from '@ghat/content/policies/antiFraud';
import { createFileRoute } from '@tanstack/react-router';
import { seo } from '../features/head/seo.ts';
import { PolicyPage } from '../features/page/PolicyPage.tsx';

export const Route = createFileRoute('/anti-fraud')({
  head: () => seo(antiFraudPolicy.meta),
  component: () => <PolicyPage policy={antiFraudPolicy} numbered={true} />,
});
