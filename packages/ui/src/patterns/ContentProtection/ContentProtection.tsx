import { guardContent } from './contentGuard.ts';
import { ProtectionFrame, type ContentProtectionProps } from './ProtectionFrame.tsx';

export * from './contentGuard.ts';
export type { ContentProtectionProps } from './ProtectionFrame.tsx';

/**
 * Deters casual copying of the content inside it: stops copying, cutting,
 * pasting, selecting text, dragging, the context menu and the shortcuts for
 * copy, cut, view source and save. Form fields inside stay fully usable.
 */
export function ContentProtection(props: ContentProtectionProps) {
  return <ProtectionFrame {...props} guard={guardContent} />;
}
