// The cookie preferences dialog with the site's words and store, in a module of its own so
// the cookie policy page loads it only when asked (CookieSettings.tsx).
import { cookiePreferencesCopy } from '@ghat/content';
import { CookiePreferencesDialog } from '@ghat/ui';
import { consentStore } from './consent.ts';

export default function CookieSettingsDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <CookiePreferencesDialog
      store={consentStore()}
      open={open}
      onOpenChange={onOpenChange}
      {...cookiePreferencesCopy}
    />
  );
}
