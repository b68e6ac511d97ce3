// The public API: one named export per component and per props type. The page-level base
// rules (box-sizing, the body, the bidi of text blocks) are not imported here: they are the
// opt-in `@ghat/ui/base.css`, so importing a component never restyles the host page.

export {
  sprinkles,
  type ResponsiveValue,
  type Space,
  type Sprinkles,
} from './css/sprinkles.css.ts';
export { focusRing, onDarkSurface } from './css/focusRing.css.ts';

export {
  LinkProvider,
  ProvidedLink,
  useLinkComponent,
  type LinkComponent,
  type LinkComponentProps,
  type LinkProviderProps,
} from './primitives/actions/LinkProvider/LinkProvider.tsx';
export { Box, type BoxProps } from './primitives/layout/Box/Box.tsx';
export {
  Button,
  ButtonLink,
  buttonSizes,
  buttonVariants,
  type ButtonLinkProps,
  type ButtonProps,
  type ButtonSize,
  type ButtonVariant,
} from './primitives/actions/Button/Button.tsx';
export {
  Text,
  textAligns,
  textElements,
  textSizes,
  textTones,
  textWeights,
  type TextAlign,
  type TextElement,
  type TextProps,
  type TextSize,
  type TextTone,
  type TextWeight,
} from './primitives/type/Text/Text.tsx';
export {
  Heading,
  headingLevels,
  headingSizeForLevel,
  headingSizes,
  headingTones,
  type HeadingLevel,
  type HeadingProps,
  type HeadingSize,
  type HeadingTone,
} from './primitives/type/Heading/Heading.tsx';
export {
  Link,
  linkDisplays,
  linkTones,
  type LinkDisplay,
  type LinkProps,
  type LinkTone,
} from './primitives/actions/Link/Link.tsx';
export {
  VisuallyHidden,
  type VisuallyHiddenProps,
} from './primitives/type/VisuallyHidden/VisuallyHidden.tsx';
export { SkipLink, type SkipLinkProps } from './primitives/actions/SkipLink/SkipLink.tsx';
export {
  Logo,
  logoSizes,
  logoTones,
  logoVariants,
  type LogoProps,
  type LogoSize,
  type LogoTone,
  type LogoVariant,
} from './primitives/brand/Logo/Logo.tsx';
export {
  logoMarkColours,
  logoMarkShapes,
  logoMarkShapesSvg,
  logoMarkSvg,
  logoMarkViewBox,
  type LogoMarkColours,
  type LogoMarkSvgOptions,
} from './primitives/brand/Logo/logoMark.ts';
export {
  Icon,
  directionalIconNames,
  iconNames,
  iconSizes,
  type IconName,
  type IconProps,
  type IconSize,
} from './primitives/brand/Icon/Icon.tsx';
export {
  Badge,
  badgeEmphases,
  badgeTones,
  type BadgeEmphasis,
  type BadgeProps,
  type BadgeTone,
} from './components/content/Badge/Badge.tsx';
export {
  Tag,
  type TagLinkProps,
  type TagProps,
  type TagTextProps,
} from './components/content/Tag/Tag.tsx';
export {
  Notice,
  noticeTones,
  type NoticeLive,
  type NoticeProps,
  type NoticeTone,
} from './components/content/Notice/Notice.tsx';
export {
  Container,
  containerElements,
  containerWidths,
  type ContainerElement,
  type ContainerProps,
  type ContainerWidth,
} from './primitives/layout/Container/Container.tsx';
export {
  Divider,
  dividerTones,
  type DividerProps,
  type DividerTone,
} from './primitives/layout/Divider/Divider.tsx';
export {
  Grid,
  gridColumnCounts,
  gridMinItemWidths,
  type GridColumnCount,
  type GridMinItemWidth,
  type GridProps,
  type ResponsiveColumns,
} from './primitives/layout/Grid/Grid.tsx';
export {
  Inline,
  inlineAlignments,
  inlineCollapseBreakpoints,
  inlineVerticalAlignments,
  type InlineAlignment,
  type InlineCollapseBreakpoint,
  type InlineProps,
  type InlineVerticalAlignment,
} from './primitives/layout/Inline/Inline.tsx';
export {
  layoutElements,
  Stack,
  stackAlignments,
  type LayoutElement,
  type ResponsiveSpace,
  type StackAlignment,
  type StackProps,
} from './primitives/layout/Stack/Stack.tsx';
export {
  ClockProvider,
  createManualClock,
  systemClock,
  useClock,
  type Clock,
  type ClockProviderProps,
  type ManualClock,
} from './time/clock.tsx';
export { afterNextPaint } from './time/afterNextPaint.ts';
export {
  TextField,
  textFieldTypes,
  type TextFieldProps,
  type TextFieldType,
} from './components/forms/TextField/TextField.tsx';
export { TextArea, type TextAreaProps } from './components/forms/TextArea/TextArea.tsx';
export { Select, type SelectOption, type SelectProps } from './components/forms/Select/Select.tsx';
export { Checkbox, type CheckboxProps } from './components/forms/Checkbox/Checkbox.tsx';
export { SearchInput, type SearchInputProps } from './components/forms/SearchInput/SearchInput.tsx';
export {
  useAdoptedValue,
  useAdoptedValues,
  type AdoptableControl,
  type AdoptableControls,
  type ControlValue,
  type ControlValues,
} from './forms/useAdoptedValues.ts';
export { TryAgainLater, waitInWords } from './forms/tryAgainLater.ts';
export {
  HoneypotField,
  honeypotDefaultName,
  type HoneypotFieldProps,
} from './components/forms/HoneypotField/HoneypotField.tsx';
export { FieldError, type FieldErrorProps } from './components/forms/FieldError/FieldError.tsx';
export {
  ErrorSummary,
  type ErrorSummaryItem,
  type ErrorSummaryProps,
} from './components/forms/ErrorSummary/ErrorSummary.tsx';
export {
  FooterNewsletterForm,
  type FooterNewsletterFormProps,
} from './components/forms/FooterNewsletterForm/FooterNewsletterForm.tsx';
export {
  NewsletterSignupForm,
  type NewsletterSignupFormProps,
} from './components/forms/NewsletterSignupForm/NewsletterSignupForm.tsx';
export { ContactForm, type ContactFormProps } from './components/forms/ContactForm/ContactForm.tsx';
export { EnquiryForm, type EnquiryFormProps } from './components/forms/EnquiryForm/EnquiryForm.tsx';
export {
  Card,
  CardImage,
  cardElements,
  cardImageRatios,
  cardTones,
  type CardElement,
  type CardImageProps,
  type CardImageRatio,
  type CardProps,
  type CardTone,
} from './components/cards/Card/Card.tsx';
export { PillarCard, type PillarCardProps } from './components/cards/PillarCard/PillarCard.tsx';
export {
  ArticleCard,
  articleCardMaxCategories,
  formatReadingTime,
  type ArticleCardProps,
  type ReadingTimeText,
} from './components/cards/ArticleCard/ArticleCard.tsx';
export {
  ArticleFilters,
  defaultArticleFilterParams,
  hasActiveArticleFilter,
  noArticleFilters,
  type ArticleFilterField,
  type ArticleFilterValues,
  type ArticleFiltersProps,
} from './patterns/ArticleFilters/ArticleFilters.tsx';
export {
  ArticleListing,
  defaultShowingText,
  type ArticleListingItem,
  type ArticleListingProps,
} from './patterns/ArticleListing/ArticleListing.tsx';
export {
  DocumentCard,
  documentCardMaxTags,
  type DocumentCardProps,
} from './components/cards/DocumentCard/DocumentCard.tsx';
export {
  ChecksumDetails,
  type ChecksumDetailsProps,
} from './patterns/ChecksumDetails/ChecksumDetails.tsx';
export {
  ChecksumVerifier,
  verifyStates,
  type ChecksumVerifierProps,
  type CopyState,
  type VerifyOutcome,
  type VerifyState,
} from './patterns/ChecksumVerifier/ChecksumVerifier.tsx';
export {
  DigestUnavailableError,
  fetchSha256,
  FileFetchError,
  sameChecksum,
  sha256Hex,
  type FileDigest,
} from './patterns/ChecksumVerifier/sha256.ts';
export { TrusteeCard, type TrusteeCardProps } from './components/cards/TrusteeCard/TrusteeCard.tsx';
export {
  ImpactStatement,
  impactStatementLayouts,
  type ImpactStatementLayout,
  type ImpactStatementProps,
} from './components/cards/ImpactStatement/ImpactStatement.tsx';
export { ValueCard, type ValueCardProps } from './components/cards/ValueCard/ValueCard.tsx';
export { TierCard, type TierCardProps } from './components/cards/TierCard/TierCard.tsx';
export {
  ActionCard,
  type ActionCardLink,
  type ActionCardProps,
} from './components/cards/ActionCard/ActionCard.tsx';
export {
  ProgrammeArea,
  defaultImageSide,
  programmeAreaImageSides,
  type ProgrammeAreaImageSide,
  type ProgrammeAreaProps,
} from './components/cards/ProgrammeArea/ProgrammeArea.tsx';
export {
  CaptionedImage,
  type CaptionedImageProps,
} from './components/content/CaptionedImage/CaptionedImage.tsx';
export {
  StatBlock,
  statBlockAlignments,
  statBlockTones,
  type StatBlockAlignment,
  type StatBlockProps,
  type StatBlockTone,
} from './components/cards/StatBlock/StatBlock.tsx';
export { FAQList, type FAQItem, type FAQListProps } from './components/content/FAQList/FAQList.tsx';
export {
  AuthorCard,
  InitialsAvatar,
  avatarSizes,
  type AuthorCardProps,
  type AvatarSize,
  type InitialsAvatarProps,
} from './components/cards/AuthorCard/AuthorCard.tsx';
export {
  SiteHeader,
  type SiteHeaderProps,
  type SiteMenuItem,
  type SiteMenuLink,
} from './components/navigation/SiteHeader/SiteHeader.tsx';
export {
  copyrightYearAttribute,
  SiteFooter,
  type SiteFooterLink,
  type SiteFooterOrganisation,
  type SiteFooterProps,
} from './components/navigation/SiteFooter/SiteFooter.tsx';
export { PageShell, type PageShellProps } from './primitives/layout/PageShell/PageShell.tsx';
export {
  Hero,
  heroTones,
  type HeroImage,
  type HeroProps,
  type HeroTone,
} from './patterns/Hero/Hero.tsx';
export {
  Section,
  sectionTones,
  type SectionProps,
  type SectionTone,
} from './primitives/layout/Section/Section.tsx';
export {
  Prose,
  proseElements,
  type ProseElement,
  type ProseProps,
} from './primitives/type/Prose/Prose.tsx';
export {
  Markdown,
  lexMarkdown,
  parseMarkdown,
  type MarkdownProps,
} from './components/content/Markdown/Markdown.tsx';
export {
  RichText,
  headingAnchor,
  richTextHeadings,
  type RichTextBlock,
  type RichTextHeading,
  type RichTextInline,
  type RichTextProps,
} from './components/content/RichText/RichText.tsx';
export {
  ContentsList,
  type ContentsEntry,
  type ContentsListProps,
} from './components/navigation/ContentsList/ContentsList.tsx';
export {
  ShareButton,
  shareLinks,
  shareMethods,
  shareLinkMethods,
  defaultShareLinkLabels,
  type ShareButtonProps,
  type ShareContent,
  type ShareMethod,
  type ShareLinkMethod,
} from './components/actions/ShareButton/ShareButton.tsx';
export { ArticleLayout, type ArticleLayoutProps } from './patterns/ArticleLayout/ArticleLayout.tsx';
export {
  ArticleNotFound,
  type ArticleNotFoundProps,
} from './patterns/ArticleNotFound/ArticleNotFound.tsx';
export {
  PolicyLayout,
  type PolicyLayoutProps,
  type PolicySection,
  type PolicyLink,
} from './patterns/PolicyLayout/PolicyLayout.tsx';
export {
  ContentProtection,
  guardContent,
  protectedActions,
  type ContentGuard,
  type ContentGuardOptions,
  type ContentProtectionProps,
  type ProtectedAction,
} from './patterns/ContentProtection/ContentProtection.tsx';
export {
  DeferredContentProtection,
  type DeferredContentProtectionProps,
} from './patterns/ContentProtection/DeferredContentProtection.tsx';
export {
  contentGuardScript,
  wholePageAttribute,
} from './patterns/ContentProtection/contentGuardScript.ts';
export {
  filterDocuments,
  documentFilterOptions,
  anyDocumentFilter,
  type FilterableDocument,
  type DocumentFilters,
  type DocumentFilterOptions,
} from './patterns/DocumentLibrary/filterDocuments.ts';
export {
  Dialog,
  dialogSizes,
  type DialogInitialFocus,
  type DialogProps,
  type DialogSize,
} from './components/dialogs/Dialog/Dialog.tsx';
export {
  SearchDialog,
  defaultSearchTypeLabels,
  searchResultTypes,
  searchResultsPerPage,
  type SearchDialogProps,
  type SearchResult,
  type SearchResultLanguage,
  type SearchResultType,
} from './components/dialogs/SearchDialog/SearchDialog.tsx';
export { foldSearchText } from './components/dialogs/SearchDialog/foldSearchText.ts';
export {
  consentMaxAge,
  consentStorageKey,
  consentTimestampKey,
  createConsentStore,
  toConsentSignals,
  useConsent,
  type Consent,
  type ConsentChoices,
  type ConsentListener,
  type ConsentStore,
  type ConsentStoreOptions,
} from './patterns/CookieBanner/consentStore.ts';
export {
  CookieBanner,
  defaultCookieConfirmation,
  type CookieBannerProps,
} from './patterns/CookieBanner/CookieBanner.tsx';
export {
  CookiePreferencesDialog,
  cookieCategories,
  defaultCookieCategoryText,
  type CookieCategory,
  type CookieCategoryText,
  type CookiePreferencesDialogProps,
} from './components/dialogs/CookiePreferencesDialog/CookiePreferencesDialog.tsx';
export {
  LanguagePicker,
  type Language,
  type LanguagePickerProps,
} from './components/navigation/LanguagePicker/LanguagePicker.tsx';
export {
  LanguagePickerButton,
  type LanguagePickerButtonProps,
  type LanguageShown,
} from './components/navigation/LanguagePickerButton/LanguagePickerButton.tsx';
export {
  LanguagePickerDialog,
  type LanguagePickerDialogProps,
} from './components/navigation/LanguagePicker/LanguagePickerDialog.tsx';
export {
  DocumentLibrary,
  completeDocumentFilters,
  defaultDocumentCount,
  hasActiveDocumentFilter,
  noDocumentFilters,
  type DocumentLibraryCardProps,
  type DocumentLibraryFilters,
  type DocumentLibraryProps,
  type LibraryDocument,
} from './patterns/DocumentLibrary/DocumentLibrary.tsx';
// The library's two halves, for a page whose list is static HTML and whose filters alone
// are an island.
export {
  DocumentLibrarySearch,
  type DocumentLibrarySearchProps,
} from './patterns/DocumentLibrary/DocumentLibrarySearch.tsx';
export { DocumentList, type DocumentListProps } from './patterns/DocumentLibrary/DocumentList.tsx';
export {
  NotFound,
  NotFoundLayout,
  type NotFoundCard,
  type NotFoundLayoutProps,
  type NotFoundLink,
  type NotFoundProps,
} from './patterns/NotFound/NotFound.tsx';
// The 404's parts, for a page that hydrates only those a visitor operates (the search and
// its cards, the actions) and leaves the rest static.
export {
  NotFoundActions,
  type NotFoundActionsProps,
} from './patterns/NotFound/NotFoundActions.tsx';
export { NotFoundHelp, type NotFoundHelpProps } from './patterns/NotFound/NotFoundHelp.tsx';
export { NotFoundLinks, type NotFoundLinksProps } from './patterns/NotFound/NotFoundLinks.tsx';
export { NotFoundSearch, type NotFoundSearchProps } from './patterns/NotFound/NotFoundSearch.tsx';

// The long date ('1 January 2024') is @ghat/forms' formatLongDate; these names, from earlier
// releases, are kept for code that imports them from here.

// Languages: the provider that picks the components' language, and its formatter. The
// languages themselves are entries of their own (`@ghat/ui/locales/fr`), so a bundle holds only
// the ones it imports; pseudo-localisation's tools come with its locale (`@ghat/ui/locales/pseudo`).
export {
  LocaleProvider,
  useLocale,
  useWords,
  type LocaleProviderProps,
} from './i18n/LocaleProvider.tsx';
export { createFormatter, useFormatter, type LocaleFormatter } from './i18n/formatter.ts';
export { useMessageFormat } from './i18n/messageFormat.ts';
export { formatMessage, formatNumber, type MessageValues } from './i18n/message.ts';
export type {
  CompleteUiLocale,
  PartialUiMessages,
  TextDirection,
  UiLocale,
  UiMessageNamespace,
  UiMessages,
} from './i18n/types.ts';
