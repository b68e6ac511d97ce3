// Around everything a page shows: the copy protection (spec section 1; form fields stay
// usable), and the mark that the text is English when the page is in another language.
import { DeferredContentProtection } from '@ghat/ui';
import type { ReactNode } from 'react';
import { firstInteraction } from './islands.tsx';
import { englishMarking, useSiteLanguage } from './languagePicker.tsx';

// Not needed to paint the page: its styles (no selecting) apply at once, and its behaviour
// (no copying, context menu or dragging) loads on the visitor's first interaction.
const loadGuard = () =>
  firstInteraction()
    .then(() => import('./contentGuard.ts'))
    .then((module) => module.guardContent);

export function ContentFrame({ children }: { children: ReactNode }) {
  const language = useSiteLanguage();
  // There are no translations: under another page language the English text says what it is,
  // so screen readers keep reading it as English.
  return (
    <DeferredContentProtection wholePage loadGuard={loadGuard} lang={englishMarking(language)}>
      {children}
    </DeferredContentProtection>
  );
}
