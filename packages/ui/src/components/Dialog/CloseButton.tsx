import { closeButton } from '../../css/quietButton.css.ts';
// The frame's own icons only: the cookie banner, in every page's first view, closes with it.
import { FrameIcon } from '../Icon/FrameIcon.tsx';

/** The close button of a dialog or a banner: a cross, named by `label`. */
export function CloseButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button type="button" className={closeButton} aria-label={label} onClick={onClick}>
      <FrameIcon name="close" size="md" />
    </button>
  );
}
