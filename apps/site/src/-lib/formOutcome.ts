// The pages a form lands on without JavaScript (/forms/sent, /forms/not-sent) share one
// island (see islands.tsx), which holds their words. Their routes carry only their heads:
// every route costs every first view a little.
import type * as FormOutcomeModule from '../-pages/form-outcome.tsx';
import { island } from './islands.tsx';

export const FormOutcomeIsland = island<{ name: string }, typeof FormOutcomeModule>(
  'page-form-outcome',
  () => import('../-pages/form-outcome.tsx'),
);
