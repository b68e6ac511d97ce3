import { useRef, type ReactNode, type RefObject } from 'react';
import { useControllableState } from '../../../hooks/useControllableState.ts';
import { Dialog, type DialogProps } from '../Dialog/Dialog.tsx';

export interface SearchFieldDialogProps extends Omit<DialogProps, 'children' | 'initialFocus'> {
  /**
   * What the dialog shows, mounted on each opening (so it starts afresh): given
   * the ref for its field, which takes focus, and a function that closes it.
   */
  children: (inputRef: RefObject<HTMLInputElement | null>, close: () => void) => ReactNode;
}

/** A dialog that opens with focus in its field: the search dialog's and the language picker's. */
export function SearchFieldDialog({
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  children,
  ...props
}: SearchFieldDialogProps) {
  const [open, setOpen] = useControllableState({
    prop: openProp,
    defaultProp: defaultOpen,
    onChange: onOpenChange,
  });
  const inputRef = useRef<HTMLInputElement>(null);
  return (
    <Dialog {...props} open={open} onOpenChange={setOpen} initialFocus={inputRef}>
      {children(inputRef, () => setOpen(false))}
    </Dialog>
  );
}
