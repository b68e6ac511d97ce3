import { useControllableState } from './useControllableState.ts';

export interface OpenStateOptions {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
}

/**
 * Open state, controlled when `open` is given.
 * @deprecated Use `useControllableState({ prop: open, defaultProp: defaultOpen, onChange: onOpenChange })`;
 * kept so code built on an earlier release still compiles.
 */
export function useOpenState({ open, defaultOpen = false, onOpenChange }: OpenStateOptions) {
  return useControllableState({ prop: open, defaultProp: defaultOpen, onChange: onOpenChange });
}
