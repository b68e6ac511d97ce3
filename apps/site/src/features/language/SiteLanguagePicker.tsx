// The header's language picker: a light button on every page; the dialog and the list of
// languages are imported the first time the visitor reaches for it.
import { LanguagePickerButton } from '@ghat/ui';
import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { languageStore, restoreOnce, type PageLanguage } from './language.ts';

const loadDialog = () => import('./LanguageDialog.tsx');
const LanguageDialog = lazy(() =>
  loadDialog().then((module) => ({ default: module.LanguageDialog })),
);

/** The page's language, restored from the visitor's saved choice after hydration. */
export function useSiteLanguage(): PageLanguage {
  const language = useSyncExternalStore(
    languageStore.subscribe,
    languageStore.get,
    languageStore.getServer,
  );
  useEffect(() => {
    void restoreOnce();
  }, []);
  return language;
}

export function SiteLanguagePicker() {
  const language = useSiteLanguage();
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so the dialog's code loads only when wanted.
  const [wanted, setWanted] = useState(false);
  return (
    <>
      <LanguagePickerButton
        language={language}
        open={open}
        onClick={() => {
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
