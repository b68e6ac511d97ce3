// @ghat/ui's built-in words (accessible names, validation messages, counts) in each language
// the site is translated into. Read where pages are prerendered; the browser loads only its
// page's language (src/client.tsx, loadUiLocale).
import type { TranslatedLocaleCode } from '@ghat/content/i18n';
import type { UiLocale } from '@ghat/ui';
import { ar } from '@ghat/ui/locales/ar';
import { es } from '@ghat/ui/locales/es';
import { fr } from '@ghat/ui/locales/fr';
import { pt } from '@ghat/ui/locales/pt';
import { uk } from '@ghat/ui/locales/uk';

export const uiLocales: Record<TranslatedLocaleCode, UiLocale> = { fr, es, pt, ar, uk };
