import { clsx } from 'clsx';
import {
  lazy,
  Suspense,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type HTMLAttributes,
  type ReactNode,
  type Ref,
} from 'react';
import { Button } from '../../primitives/actions/Button/Button.tsx';
import { IconButton } from '../../primitives/actions/Button/IconButton.tsx';
import type { CookiePreferencesDialogProps } from '../../components/dialogs/CookiePreferencesDialog/CookiePreferencesDialog.tsx';
import { Heading, type HeadingLevel } from '../../primitives/type/Heading/Heading.tsx';
import { ProvidedLink } from '../../primitives/actions/LinkProvider/LinkProvider.tsx';
import { useWords } from '../../i18n/LocaleProvider.tsx';
import { cookieBanner as cookieBannerWords } from '../../i18n/words/cookieBanner.ts';
import * as styles from './CookieBanner.css.ts';

// The preferences dialog is fetched on the first press of Customize: most visitors choose
// from the banner itself, and the dialog (with Dialog under it) is about 3 KB gzip.
const CookiePreferencesDialog = lazy(() =>
  import('./preferencesDialog.ts').then((module) => ({
    default: module.CookiePreferencesDialog,
  })),
);
import {
  useConsent,
  type Consent,
  type ConsentChoices,
  type ConsentStore,
} from './consentStore.ts';

/** The confirmation after a choice, by what was chosen, in the given words. */
function cookieConfirmation(consent: Consent, words: typeof cookieBannerWords): string {
  if (consent.analytics && consent.marketing) return words.acceptedAll;
  if (!consent.analytics && !consent.marketing) return words.essentialChosen;
  return words.saved;
}

/** The confirmation shown after a choice, by what was chosen, in English (the banner's own follows its locale). */
export function defaultCookieConfirmation(consent: Consent): string {
  return cookieConfirmation(consent, cookieBannerWords);
}

export interface CookieBannerProps extends Omit<
  HTMLAttributes<HTMLElement>,
  'title' | 'children' | 'onChange'
> {
  /** Where consent is read from and saved to (one store for the whole site). */
  store: ConsentStore;
  /**
   * Called with the consent restored when the banner mounts, and after every
   * save (here, in the preferences dialog, or anywhere else using the store):
   * the place to update analytics consent signals.
   */
  onChange?: (consent: Consent) => void;
  title?: ReactNode;
  headingLevel?: HeadingLevel;
  /** The explanation under the title. */
  children?: ReactNode;
  /** A link to the cookie policy, shown after the explanation. */
  policyLink?: { href: string; label: ReactNode };
  acceptAllLabel?: string;
  essentialOnlyLabel?: string;
  customizeLabel?: string;
  closeLabel?: string;
  confirmation?: (consent: Consent) => ReactNode;
  /** A sentence after the confirmation: where to change the choice later. */
  confirmationHint?: ReactNode;
  hideConfirmationLabel?: string;
  /** Words for the preferences dialog, for pages in other languages. */
  preferencesDialogProps?: Partial<
    Omit<CookiePreferencesDialogProps, 'store' | 'open' | 'onOpenChange' | 'onSave'>
  >;
  ref?: Ref<HTMLElement>;
}

/**
 * Asks for cookie consent: a labelled region (not a dialog), shown until the
 * visitor chooses. Render it first in the page, in PageShell's `banner` slot:
 * it sits in the page's flow, never fixed or sticky, so it cannot cover
 * focused content (WCAG 2.4.11).
 */
export function CookieBanner({
  store,
  onChange,
  title,
  headingLevel = 2,
  children,
  policyLink,
  acceptAllLabel,
  essentialOnlyLabel,
  customizeLabel,
  closeLabel,
  confirmation,
  confirmationHint,
  hideConfirmationLabel,
  preferencesDialogProps,
  className,
  ref,
  ...props
}: CookieBannerProps) {
  const words = useWords('cookieBanner', cookieBannerWords);
  const consent = useConsent(store);
  const [dismissed, setDismissed] = useState(false);
  const [confirmed, setConfirmed] = useState<Consent | null>(null);
  const [preferencesOpen, setPreferencesOpen] = useState(false);
  // Rendered from the first press of Customize on, so it keeps its state after closing.
  const [preferencesWanted, setPreferencesWanted] = useState(false);
  const confirmationRef = useRef<HTMLParagraphElement>(null);
  const titleId = useId();

  const latestOnChange = useRef(onChange);
  useLayoutEffect(() => {
    latestOnChange.current = onChange;
  });
  useEffect(() => {
    // Restored on load: the site sets its consent signals from it at once.
    const saved = store.get();
    if (saved) latestOnChange.current?.(saved);
    return store.subscribe((next) => {
      if (next) latestOnChange.current?.(next);
    });
  }, [store]);

  const showConfirmation = confirmed !== null;
  const showBanner = showConfirmation || (consent === null && !dismissed);

  // After a choice the buttons are gone: focus goes to the confirmation, which is read out.
  useEffect(() => {
    if (showConfirmation) confirmationRef.current?.focus();
  }, [showConfirmation]);

  const choose = (choices: ConsentChoices) => setConfirmed(store.save(choices));

  if (!showBanner) return null;

  return (
    <section
      ref={ref}
      aria-labelledby={titleId}
      className={clsx(styles.banner, className)}
      data-state={showConfirmation ? 'confirmed' : 'asking'}
      {...props}
    >
      <div className={styles.inner}>
        <div className={styles.header}>
          <Heading level={headingLevel} size="sm" id={titleId}>
            {title === undefined ? words.title : title}
          </Heading>
          {showConfirmation ? null : (
            <IconButton
              icon="close"
              label={closeLabel ?? words.close}
              onClick={() => setDismissed(true)}
            />
          )}
        </div>
        {showConfirmation ? (
          <>
            <p ref={confirmationRef} tabIndex={-1} className={styles.message}>
              {confirmation ? confirmation(confirmed) : cookieConfirmation(confirmed, words)}{' '}
              {confirmationHint === undefined ? words.confirmationHint : confirmationHint}
            </p>
            <div className={styles.actions}>
              <Button variant="secondary" onClick={() => setConfirmed(null)}>
                {hideConfirmationLabel ?? words.hideConfirmation}
              </Button>
            </div>
          </>
        ) : (
          <>
            <div className={styles.message}>
              {children === undefined ? words.message : children}
              {policyLink ? (
                <>
                  {' '}
                  <ProvidedLink href={policyLink.href} className={styles.link}>
                    {policyLink.label}
                  </ProvidedLink>
                </>
              ) : null}
            </div>
            <div className={styles.actions}>
              {/* Equal prominence: accepting is no easier than refusing. */}
              <Button onClick={() => choose({ analytics: true, marketing: true })}>
                {acceptAllLabel ?? words.acceptAll}
              </Button>
              <Button onClick={() => choose({ analytics: false, marketing: false })}>
                {essentialOnlyLabel ?? words.essentialOnly}
              </Button>
              <Button
                variant="secondary"
                onClick={() => {
                  setPreferencesWanted(true);
                  setPreferencesOpen(true);
                }}
              >
                {customizeLabel ?? words.customize}
              </Button>
            </div>
            {preferencesWanted ? (
              <Suspense fallback={null}>
                <CookiePreferencesDialog
                  {...preferencesDialogProps}
                  store={store}
                  open={preferencesOpen}
                  onOpenChange={setPreferencesOpen}
                  onSave={setConfirmed}
                />
              </Suspense>
            ) : null}
          </>
        )}
      </div>
    </section>
  );
}
