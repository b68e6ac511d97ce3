// Around everything a page shows: the copy protection (spec section 1; form fields stay
// usable) and the mark that the text is English. The frame is static HTML: the protection's
// styles stop pointer selection at once, and its behaviour is the inline script at the top
// of <head> (ui's contentGuardScript), active from the first paint.
import { ContentProtection } from '@ghat/ui';
import type { ReactNode } from 'react';

export function ContentFrame({ children }: { children: ReactNode }) {
  // There are no translations: when the visitor picks another language for the page, the
  // English text still says what it is, so screen readers keep reading it as English.
  return (
    <ContentProtection wholePage lang="en">
      {children}
    </ContentProtection>
  );
}
