import { clsx } from 'clsx';
import { type HTMLAttributes, type ReactNode, type Ref } from 'react';
import { useControllableState } from '../../../hooks/useControllableState.ts';
import { useWords } from '../../../i18n/LocaleProvider.tsx';
import { faqList as faqListWords } from '../../../i18n/words/faqList.ts';
import { Button } from '../../../primitives/actions/Button/Button.tsx';
import type { HeadingLevel } from '../../../primitives/type/Heading/Heading.tsx';
import { Icon } from '../../../primitives/brand/Icon/Icon.tsx';
import { Stack } from '../../../primitives/layout/Stack/Stack.tsx';
import * as styles from './FAQList.css.ts';

export interface FAQItem {
  /** Unique within the list: keys the item and names it in `open` and `onOpenChange`. */
  id: string;
  question: ReactNode;
  /** Any content: paragraphs, lists, links. */
  answer: ReactNode;
  /** Open when the list first renders (uncontrolled lists only). */
  defaultOpen?: boolean;
}

export interface FAQListProps extends HTMLAttributes<HTMLDivElement> {
  items: readonly FAQItem[];
  /**
   * Renders each question as a heading of this level inside its summary, so
   * the questions appear in the page's outline. Plain text without it.
   */
  headingLevel?: HeadingLevel;
  /** The ids of the open items, for a controlled list. */
  open?: readonly string[];
  /** Called with the ids of the open items, in list order, whenever they change. */
  onOpenChange?: (open: string[]) => void;
  /** Shows an 'Expand all' / 'Collapse all' button above the list. */
  showToggleAll?: boolean;
  /** The toggle's words while some answer is closed: 'Expand all', or the locale's words. */
  expandAllLabel?: string;
  /** The toggle's words once every answer is open: 'Collapse all', or the locale's words. */
  collapseAllLabel?: string;
  ref?: Ref<HTMLDivElement>;
}

/** The ids among `ids` in the order of `items`, each once. */
export function orderedIds(items: readonly FAQItem[], ids: Iterable<string>): string[] {
  const wanted = new Set(ids);
  return items.filter((item) => wanted.has(item.id)).map((item) => item.id);
}

/**
 * Questions and answers on native <details> and <summary>: keyboard and
 * screen-reader support come from the browser, and find-in-page opens an
 * answer that matches. Open items are controlled or uncontrolled.
 */
export function FAQList({
  items,
  headingLevel,
  open,
  onOpenChange,
  showToggleAll = false,
  expandAllLabel,
  collapseAllLabel,
  className,
  ref,
  ...props
}: FAQListProps) {
  const words = useWords('faqList', faqListWords);
  const [openList, setOpenList] = useControllableState<readonly string[]>({
    prop: open,
    defaultProp: items.filter((item) => item.defaultOpen).map((item) => item.id),
    // The state holds a list it never changes; the owner gets one of its own.
    onChange: (ids) => onOpenChange?.([...ids]),
  });
  const openIds = new Set(openList);

  const change = (next: Iterable<string>) => {
    const ordered = orderedIds(items, next);
    const current = orderedIds(items, openIds);
    // A new list with the same ids is no change.
    if (ordered.join('\n') === current.join('\n')) return;
    setOpenList(ordered);
  };

  const setItemOpen = (id: string, isOpen: boolean) => {
    const next = new Set(openIds);
    if (isOpen) next.add(id);
    else next.delete(id);
    change(next);
  };

  const allOpen = items.length > 0 && items.every((item) => openIds.has(item.id));
  const Question = headingLevel ? (`h${headingLevel}` as const) : 'span';

  return (
    <Stack ref={ref} space="sm" className={clsx(styles.faqList, className)} {...props}>
      {showToggleAll && items.length > 0 ? (
        <div className={styles.toolbar}>
          <Button
            variant="ghost"
            size="small"
            onClick={() => change(allOpen ? [] : items.map((item) => item.id))}
            iconStart={<Icon name={allOpen ? 'minus' : 'plus'} />}
          >
            {allOpen
              ? (collapseAllLabel ?? words.collapseAll)
              : (expandAllLabel ?? words.expandAll)}
          </Button>
        </div>
      ) : null}
      <div className={styles.items}>
        {items.map((item) => {
          const isOpen = openIds.has(item.id);
          return (
            <details
              key={item.id}
              open={isOpen}
              className={styles.item}
              data-state={isOpen ? 'open' : 'closed'}
              data-item-id={item.id}
              // The browser opens a closed answer itself when find-in-page matches in it.
              onToggle={(event) => {
                if (event.currentTarget.open !== isOpen)
                  setItemOpen(item.id, event.currentTarget.open);
              }}
            >
              <summary
                className={styles.summary}
                onClick={(event) => {
                  // React holds the state, so a controlled list stays as its owner says.
                  event.preventDefault();
                  setItemOpen(item.id, !isOpen);
                }}
              >
                <Question className={styles.question}>{item.question}</Question>
                <Icon name="chevron-down" size="md" className={styles.chevron} />
              </summary>
              <div className={styles.answer}>{item.answer}</div>
            </details>
          );
        })}
      </div>
    </Stack>
  );
}
