import type { ContentGuard } from './contentGuard.ts';
import { ProtectionFrame, type ContentProtectionProps } from './ProtectionFrame.tsx';

export interface DeferredContentProtectionProps extends ContentProtectionProps {
  /**
   * Loads the guard (`guardContent`), as `() => import('./guard').then((m) => m.guardContent)`
   * where that module re-exports it: keep it one function for the page's life (define it at
   * module level), or the guard is loaded and started again.
   */
  loadGuard: () => Promise<ContentGuard>;
}

/**
 * ContentProtection whose behaviour is loaded after the page has started, to keep it out of
 * the page's first download: the styles that stop pointer selection apply at once, the guard
 * against copying, the context menu and the shortcuts from when it has loaded.
 */
export function DeferredContentProtection({ loadGuard, ...props }: DeferredContentProtectionProps) {
  return <ProtectionFrame {...props} loadGuard={loadGuard} />;
}
