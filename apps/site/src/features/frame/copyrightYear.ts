// The footer's copyright year is written when the page is built. A page built in December
// must still say the new year in January, with no rebuild: this part of the head's
// before-paint script brings it up to the visitor's clock once the page is parsed (never
// back: a clock set wrong cannot make it older). A constant text, so the page's CSP hashes
// it with the rest of that script; there, gzip shares its words with the script around it.
import { copyrightYearAttribute } from '@ghat/ui';

export const copyrightYearScript =
  'document.addEventListener("DOMContentLoaded",function(){var y=String(new Date().getFullYear());' +
  `document.querySelectorAll("[${copyrightYearAttribute}]").forEach(function(e){` +
  'if(e.textContent<y)e.textContent=y})})';
