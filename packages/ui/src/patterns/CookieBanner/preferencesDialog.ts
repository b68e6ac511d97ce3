// What CookieBanner fetches on the first press of Customize. A module of its own, not the
// dialog's: the package's build makes each component an entry point and ships only
// index.js, so an import() of the component's own file would name a file that is not there.
export { CookiePreferencesDialog } from '../../components/dialogs/CookiePreferencesDialog/CookiePreferencesDialog.tsx';
