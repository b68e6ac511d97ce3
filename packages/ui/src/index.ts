// The public API: one named export per component and per props type.
import './css/base.css.ts';

export {
  sprinkles,
  type ResponsiveValue,
  type Space,
  type Sprinkles,
} from './css/sprinkles.css.ts';
export { focusRing, onDarkSurface } from './css/focusRing.css.ts';

export {
  LinkProvider,
  ProvidedLink,
  useLinkComponent,
  type LinkComponent,
  type LinkComponentProps,
  type LinkProviderProps,
} from './components/LinkProvider/LinkProvider.tsx';
export { Box, type BoxProps } from './components/Box/Box.tsx';
export {
  Button,
  ButtonLink,
  buttonSizes,
  buttonVariants,
  type ButtonLinkProps,
  type ButtonProps,
  type ButtonSize,
  type ButtonVariant,
} from './components/Button/Button.tsx';
