import { vars } from '@ghat/tokens';
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
});

globalStyle('body', { margin: 0 });
