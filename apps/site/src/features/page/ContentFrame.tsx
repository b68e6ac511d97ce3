// Around everything a page shows: the copy protection (spec section 1; form fields stay
// usable), and the mark that the text is English when the page is in another language. The
// frame is static HTML: the protection's styles stop pointer selection at once, and its
// behaviour is the inline script at the top of <head> (ui's contentGuardScript), active from
// the first paint.
import { ContentProtection } from '@ghat/ui';
import type { ReactNode } from 'react';

export function ContentFrame({ children }: { children: ReactNode }) {
  // No lang here: in English the text inherits the page's en-GB. Under another page language
  // the language code marks it lang="en" (languageChoice.ts), as the frame is never rendered
  // in the browser.
  return <ContentProtection wholePage>{children}</ContentProtection>;
}
