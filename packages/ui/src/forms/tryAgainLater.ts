// When the forms service asks a visitor to wait (HTTP 429 with Retry-After), the form says how
// long in words, in the page's language, instead of a bare 'try again' that fails again at
// once. Kept apart from the notice so a service client can throw it without React.

/** Reject a form's `submit` with this when the service asks to wait `seconds` before trying again. */
export class TryAgainLater extends Error {
  /** How long to wait, in whole seconds (at least 1). */
  readonly seconds: number;
  constructor(seconds: number) {
    const whole = Number.isFinite(seconds) && seconds >= 1 ? Math.ceil(seconds) : 60;
    super(`Try again in ${whole} s`);
    this.name = 'TryAgainLater';
    this.seconds = whole;
  }
}

/**
 * A wait as the locale writes it in words: '45 seconds', '1 minute', '45 secondes'. Seconds
 * under a minute; otherwise whole minutes, rounded up, so the visitor never tries too soon.
 */
export function waitInWords(locale: string, seconds: number): string {
  const inMinutes = seconds >= 60;
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: inMinutes ? 'minute' : 'second',
    unitDisplay: 'long',
  }).format(inMinutes ? Math.ceil(seconds / 60) : Math.ceil(seconds));
}
