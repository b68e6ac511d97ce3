import { useLayoutEffect, useRef, type RefObject } from 'react';

/**
 * After a list grows at a press ('Load More', 'Show more results'), moves focus to the link in
 * the first new item, so a keyboard carries on where the list grew rather than at the button.
 * Call the returned function with the index the new items start at; focus moves once the list
 * has that many items, whether they come in the same render or later (an answer from a server).
 */
export function useFocusFirstNewItem(
  listRef: RefObject<HTMLElement | null>,
  itemCount: number,
): (firstNewIndex: number) => void {
  const firstNew = useRef<number | null>(null);
  useLayoutEffect(() => {
    const index = firstNew.current;
    if (index === null || itemCount <= index) return;
    firstNew.current = null;
    const items = listRef.current?.querySelectorAll<HTMLElement>(':scope > li');
    items?.[index]?.querySelector('a')?.focus();
  }, [itemCount, listRef]);
  return (firstNewIndex) => {
    firstNew.current = firstNewIndex;
  };
}
