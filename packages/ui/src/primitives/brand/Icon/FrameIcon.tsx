import type { FrameIconName } from './frameIcons.tsx';
import { frameIconShapes } from './frameIcons.tsx';
import { IconSvg, type IconProps } from './IconSvg.tsx';

/**
 * One of the icons the page frame draws (frameIcons.tsx): for ui's own header, language
 * button and links, so a page's first view does not carry the whole set. Same props as Icon.
 */
export function FrameIcon(props: IconProps & { name: FrameIconName }) {
  return <IconSvg {...props} shape={frameIconShapes[props.name]} />;
}
