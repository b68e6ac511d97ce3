import type { ButtonHTMLAttributes } from 'react';
import { closeButton } from '../../../css/quietButton.css.ts';
// The frame's own icons only: the header and the cookie banner, in every page's first view, use it.
import { FrameIcon } from '../../brand/Icon/FrameIcon.tsx';
import type { FrameIconName } from '../../brand/Icon/frameIcons.tsx';

interface IconButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  icon: FrameIconName;
  /** The accessible name: the button shows only its icon. */
  label: string;
}

/**
 * A button that shows only an icon: the close of a dialog or a banner (the
 * default look), a search field's clear, the header's search.
 */
export function IconButton({ icon, label, className = closeButton, ...props }: IconButtonProps) {
  return (
    <button type="button" className={className} aria-label={label} {...props}>
      <FrameIcon name={icon} size="md" />
    </button>
  );
}
