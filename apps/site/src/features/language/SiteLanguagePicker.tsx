// The header's language picker: a light button on every page; the dialog and the list of
// languages are imported the first time the visitor reaches for it.
import { LanguagePickerButton } from '@ghat/ui';
import { lazy, Suspense, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { holdTypingUntilField } from '../islands/heldTyping.ts';
import { englishShown, languageStore, restoreOnce, type PageLanguage } from './language.ts';

const loadDialog = () => import('./LanguageDialog.tsx');
const LanguageDialog = lazy(() =>
  loadDialog().then((module) => ({ default: module.LanguageDialog })),
);

/**
 * The page's language: a translated page's own; on an English page, the visitor's saved
 * choice of a language the site has no pages in, restored after hydration.
 */
export function useSiteLanguage(pageLanguage: PageLanguage): PageLanguage {
  const chosen = useSyncExternalStore(
    languageStore.subscribe,
    languageStore.get,
    languageStore.getServer,
  );
  const translated = pageLanguage.code !== englishShown.code;
  useEffect(() => {
    if (!translated) void restoreOnce();
  }, [translated]);
  return translated ? pageLanguage : chosen;
}

export interface SiteLanguagePickerProps {
  /** The language the page is written in. */
  pageLanguage: PageLanguage;
}

export function SiteLanguagePicker({ pageLanguage }: SiteLanguagePickerProps) {
  const language = useSiteLanguage(pageLanguage);
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so the dialog's code loads only when wanted.
  const [wanted, setWanted] = useState(false);
  const stopHoldingTyping = useRef<() => void>(undefined);
  useEffect(() => () => stopHoldingTyping.current?.(), []);
  return (
    <>
      <LanguagePickerButton
        language={language}
        open={open}
        onClick={() => {
          // A language's name typed before the dialog's filter is there goes into it.
          stopHoldingTyping.current?.();
          stopHoldingTyping.current = holdTypingUntilField({
            isDestination: (field) => field.closest('dialog[open]') !== null,
            onCancel: () => setOpen(false),
          });
          setWanted(true);
          setOpen(true);
        }}
        // Start fetching as the pointer or focus arrives, so the dialog is ready on the click.
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
      />
      {wanted ? (
        <Suspense fallback={null}>
          <LanguageDialog value={language.code} open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
