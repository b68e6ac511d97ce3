import { IconSvg, type IconProps } from './IconSvg.tsx';
import { iconShapes } from './icons.tsx';

export { directionalIconNames } from './directionalIcons.ts';
export { iconNames, type IconName } from './icons.tsx';
export { iconSizes, isDirectionalIcon, type IconProps, type IconSize } from './IconSvg.tsx';

/** An icon from our own set, drawn in the colour of the text around it. */
export function Icon(props: IconProps) {
  return <IconSvg {...props} shape={iconShapes[props.name]} />;
}
