import { mediaQueries, vars } from '@ghat/tokens';
import { globalStyle } from '@vanilla-extract/css';

// A deliberately small base: text and page colours from the theme, and
// border-box sizing. Everything else is styled by the components themselves.
globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('html', {
  fontFamily: vars.font.family.body,
  fontSize: '100%',
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.text.default,
  backgroundColor: vars.color.surface.default,
  textSizeAdjust: '100%',
  WebkitTextSizeAdjust: '100%',
  // A link to a part of the page (#enquiry) glides there, from the first paint and with no
  // script, unless the reader asked for less motion.
  '@media': { [mediaQueries.motionAllowed]: { scrollBehavior: 'smooth' } },
});

globalStyle('body', { margin: 0 });

// Each block of text takes its direction from its own words (unicode-bidi: plaintext), so
// English under a right-to-left page language (the site's untranslated text, marked
// lang="en") keeps its full stops and brackets where English puts them, while the page
// itself stays mirrored: match-parent aligns the block as its container would (start =
// right in right-to-left, as a physical side: with plaintext a plain 'start' would follow
// the block's own words), and a component's own alignment still wins.
globalStyle(
  ':where(p, li, h1, h2, h3, h4, h5, h6, dt, dd, blockquote, figcaption, caption, td, th, label, legend, summary)',
  {
    unicodeBidi: 'plaintext',
    // Chromium and Safari know the prefixed name; Firefox the standard one.
    textAlign: ['match-parent', '-webkit-match-parent'],
  },
);
