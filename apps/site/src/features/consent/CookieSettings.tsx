// On the cookie policy page: a visitor changes or withdraws their cookie choice. The dialog's
// code loads on the first press. Shown only once the page's script runs, since without it
// the button could do nothing (and without script nothing is stored anyway). A saved choice
// reaches Consent Mode through the store, as the banner's do (consent.ts).
import { cookieSettingsCopy } from '@ghat/content';
import { Button, Inline, Stack, Text } from '@ghat/ui';
import { lazy, Suspense, useState, useSyncExternalStore } from 'react';

const CookieSettingsDialog = lazy(() => import('./CookieSettingsDialog.tsx'));

const noSubscription = () => () => {};

/** False while prerendering and hydrating, true once the page's script runs. */
function useScriptRunning(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

export function CookieSettings() {
  const running = useScriptRunning();
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  if (!running) return null;
  return (
    <Stack space="sm">
      <Text>{cookieSettingsCopy.text}</Text>
      <Inline space="sm">
        <Button
          variant="secondary"
          onClick={() => {
            setRequested(true);
            setOpen(true);
          }}
        >
          {cookieSettingsCopy.buttonLabel}
        </Button>
      </Inline>
      {requested ? (
        <Suspense fallback={null}>
          <CookieSettingsDialog open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </Stack>
  );
}
export default CookieSettings;
