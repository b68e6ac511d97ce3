// The footer's copyright year is written when the page is built. A page built in December
// must still say the new year in January, with no rebuild: this line of script, after the
// footer, brings it up to the visitor's clock (never back: a clock set wrong cannot make it
// older). A constant text, so the page's CSP hashes it like every other inline script.
import { copyrightYearAttribute } from '@ghat/ui';

export const copyrightYearScript =
  '(function(){var y=String(new Date().getFullYear());' +
  `document.querySelectorAll("[${copyrightYearAttribute}]").forEach(function(e){` +
  'if(e.textContent<y)e.textContent=y})})()';
