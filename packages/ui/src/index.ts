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
} from './components/LinkProvider/LinkProvider.tsx';
export { Box, type BoxProps } from './components/Box/Box.tsx';
export {
  Button,
  ButtonLink,
  buttonSizes,
  buttonVariants,
  type ButtonLinkProps,
  type ButtonProps,
  type ButtonSize,
  type ButtonVariant,
} from './components/Button/Button.tsx';
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
} from './components/Text/Text.tsx';
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
} from './components/Heading/Heading.tsx';
export {
  Link,
  linkDisplays,
  linkTones,
  type LinkDisplay,
  type LinkProps,
  type LinkTone,
} from './components/Link/Link.tsx';
export {
  VisuallyHidden,
  type VisuallyHiddenProps,
} from './components/VisuallyHidden/VisuallyHidden.tsx';
export { SkipLink, type SkipLinkProps } from './components/SkipLink/SkipLink.tsx';
export {
  Logo,
  logoSizes,
  logoTones,
  logoVariants,
  type LogoProps,
  type LogoSize,
  type LogoTone,
  type LogoVariant,
} from './components/Logo/Logo.tsx';
export {
  logoMarkColours,
  logoMarkShapes,
  logoMarkShapesSvg,
  logoMarkSvg,
  logoMarkViewBox,
  type LogoMarkColours,
  type LogoMarkSvgOptions,
} from './components/Logo/logoMark.ts';
export {
  Icon,
  directionalIconNames,
  iconNames,
  iconSizes,
  isDirectionalIcon,
  type IconName,
  type IconProps,
  type IconSize,
} from './components/Icon/Icon.tsx';
export {
  Badge,
  badgeEmphases,
  badgeTones,
  type BadgeEmphasis,
  type BadgeProps,
  type BadgeTone,
} from './components/Badge/Badge.tsx';
export { Tag, type TagLinkProps, type TagProps, type TagTextProps } from './components/Tag/Tag.tsx';
export {
  Notice,
  noticeLiveSettings,
  noticeRole,
  noticeTonePrefixes,
  noticeTones,
  type NoticeLive,
  type NoticeProps,
  type NoticeTone,
} from './components/Notice/Notice.tsx';
export {
  Container,
  containerElements,
  containerWidths,
  type ContainerElement,
  type ContainerProps,
  type ContainerWidth,
} from './components/Container/Container.tsx';
export {
  Divider,
  dividerTones,
  type DividerProps,
  type DividerTone,
} from './components/Divider/Divider.tsx';
export {
  Grid,
  gridColumnCounts,
  gridMinItemWidths,
  type GridColumnCount,
  type GridMinItemWidth,
  type GridProps,
  type ResponsiveColumns,
} from './components/Grid/Grid.tsx';
export {
  Inline,
  inlineAlignments,
  inlineCollapseBreakpoints,
  inlineVerticalAlignments,
  type InlineAlignment,
  type InlineCollapseBreakpoint,
  type InlineProps,
  type InlineVerticalAlignment,
} from './components/Inline/Inline.tsx';
export {
  layoutElements,
  Stack,
  stackAlignments,
  type LayoutElement,
  type ResponsiveSpace,
  type StackAlignment,
  type StackProps,
} from './components/Stack/Stack.tsx';
export {
  ClockProvider,
  createManualClock,
  systemClock,
  useClock,
  useDebouncedValue,
  useTimeout,
  type Clock,
  type ClockProviderProps,
  type ManualClock,
} from './time/clock.tsx';
export {
  TextField,
  textFieldTypes,
  type TextFieldProps,
  type TextFieldType,
} from './components/TextField/TextField.tsx';
export { TextArea, type TextAreaProps } from './components/TextArea/TextArea.tsx';
export { Select, type SelectOption, type SelectProps } from './components/Select/Select.tsx';
export { Checkbox, type CheckboxProps } from './components/Checkbox/Checkbox.tsx';
export { SearchInput, type SearchInputProps } from './components/SearchInput/SearchInput.tsx';
export {
  currentControlValue,
  useAdoptedValue,
  useAdoptedValues,
  type AdoptableControl,
  type AdoptableControls,
  type ControlValue,
  type ControlValues,
} from './forms/useAdoptedValues.ts';
export {
  HoneypotField,
  honeypotDefaultName,
  type HoneypotFieldProps,
} from './components/HoneypotField/HoneypotField.tsx';
export { FieldError, type FieldErrorProps } from './components/FieldError/FieldError.tsx';
export {
  ErrorSummary,
  type ErrorSummaryItem,
  type ErrorSummaryProps,
} from './components/ErrorSummary/ErrorSummary.tsx';
export {
  FooterNewsletterForm,
  type FooterNewsletterFormProps,
} from './components/FooterNewsletterForm/FooterNewsletterForm.tsx';
export {
  NewsletterSignupForm,
  type NewsletterSignupFormProps,
} from './components/NewsletterSignupForm/NewsletterSignupForm.tsx';
export { ContactForm, type ContactFormProps } from './components/ContactForm/ContactForm.tsx';
export { EnquiryForm, type EnquiryFormProps } from './components/EnquiryForm/EnquiryForm.tsx';
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
} from './components/Card/Card.tsx';
export { PillarCard, type PillarCardProps } from './components/PillarCard/PillarCard.tsx';
export {
  ArticleCard,
  articleCardMaxCategories,
  formatReadingTime,
  visibleCategories,
  type ArticleCardProps,
  type ReadingTimeText,
} from './components/ArticleCard/ArticleCard.tsx';
export {
  ArticleFilters,
  defaultArticleFilterParams,
  hasActiveArticleFilter,
  noArticleFilters,
  type ArticleFilterField,
  type ArticleFilterValues,
  type ArticleFiltersProps,
} from './components/ArticleFilters/ArticleFilters.tsx';
export {
  ArticleListing,
  defaultShowingText,
  type ArticleListingItem,
  type ArticleListingProps,
} from './components/ArticleListing/ArticleListing.tsx';
export {
  DocumentCard,
  checksumShownLength,
  documentCardMaxTags,
  shortChecksum,
  visibleTags,
  type DocumentCardProps,
} from './components/DocumentCard/DocumentCard.tsx';
export {
  ChecksumDetails,
  type ChecksumDetailsProps,
} from './components/ChecksumDetails/ChecksumDetails.tsx';
export {
  ChecksumVerifier,
  verifyStates,
  type ChecksumVerifierProps,
  type CopyState,
  type VerifyOutcome,
  type VerifyState,
  type WriteText,
} from './components/ChecksumVerifier/ChecksumVerifier.tsx';
export {
  DigestUnavailableError,
  fetchSha256,
  FileFetchError,
  normaliseChecksum,
  sameChecksum,
  sha256Hex,
  toHex,
  type FileDigest,
} from './components/ChecksumVerifier/sha256.ts';
export { TrusteeCard, type TrusteeCardProps } from './components/TrusteeCard/TrusteeCard.tsx';
export {
  ImpactStatement,
  impactStatementLayouts,
  type ImpactStatementLayout,
  type ImpactStatementProps,
} from './components/ImpactStatement/ImpactStatement.tsx';
export { ValueCard, type ValueCardProps } from './components/ValueCard/ValueCard.tsx';
export { TierCard, type TierCardProps } from './components/TierCard/TierCard.tsx';
export {
  ActionCard,
  isActionCardLink,
  type ActionCardLink,
  type ActionCardProps,
} from './components/ActionCard/ActionCard.tsx';
export {
  ProgrammeArea,
  defaultImageSide,
  programmeAreaImageSides,
  toRomanNumeral,
  type ProgrammeAreaImageSide,
  type ProgrammeAreaProps,
} from './components/ProgrammeArea/ProgrammeArea.tsx';
export {
  CaptionedImage,
  type CaptionedImageProps,
} from './components/CaptionedImage/CaptionedImage.tsx';
export {
  StatBlock,
  statBlockAlignments,
  statBlockTones,
  type StatBlockAlignment,
  type StatBlockProps,
  type StatBlockTone,
} from './components/StatBlock/StatBlock.tsx';
export {
  FAQList,
  orderedIds,
  type FAQItem,
  type FAQListProps,
} from './components/FAQList/FAQList.tsx';
export {
  AuthorCard,
  InitialsAvatar,
  avatarSizes,
  getInitials,
  nameTitles,
  type AuthorCardProps,
  type AvatarSize,
  type InitialsAvatarProps,
} from './components/AuthorCard/AuthorCard.tsx';
export {
  SiteHeader,
  type SiteHeaderProps,
  type SiteMenuItem,
  type SiteMenuLink,
} from './components/SiteHeader/SiteHeader.tsx';
export {
  SiteFooter,
  type SiteFooterLink,
  type SiteFooterOrganisation,
  type SiteFooterProps,
} from './components/SiteFooter/SiteFooter.tsx';
export { PageShell, type PageShellProps } from './components/PageShell/PageShell.tsx';
export {
  Hero,
  heroTones,
  type HeroImage,
  type HeroProps,
  type HeroTone,
} from './components/Hero/Hero.tsx';
export {
  Section,
  sectionTones,
  type SectionProps,
  type SectionTone,
} from './components/Section/Section.tsx';
export {
  Prose,
  proseElements,
  type ProseElement,
  type ProseProps,
} from './components/Prose/Prose.tsx';
export {
  Markdown,
  lexMarkdown,
  parseMarkdown,
  decodeEntities,
  type MarkdownProps,
} from './components/Markdown/Markdown.tsx';
export {
  RichText,
  allowedLinkSchemes,
  headingAnchor,
  isExternalHref,
  richTextHeadings,
  safeHref,
  type RichTextBlock,
  type RichTextHeading,
  type RichTextInline,
  type RichTextProps,
} from './components/RichText/RichText.tsx';
export {
  ContentsList,
  type ContentsEntry,
  type ContentsListProps,
} from './components/ContentsList/ContentsList.tsx';
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
} from './components/ShareButton/ShareButton.tsx';
export {
  ArticleLayout,
  toHashtag,
  type ArticleLayoutProps,
} from './components/ArticleLayout/ArticleLayout.tsx';
export {
  ArticleNotFound,
  type ArticleNotFoundProps,
} from './components/ArticleNotFound/ArticleNotFound.tsx';
export {
  PolicyLayout,
  type PolicyLayoutProps,
  type PolicySection,
  type PolicyLink,
} from './components/PolicyLayout/PolicyLayout.tsx';
export {
  ContentProtection,
  blockedShortcut,
  guardContent,
  isInFormField,
  protectedActions,
  type ContentGuard,
  type ContentGuardOptions,
  type ContentProtectionProps,
  type ProtectedAction,
} from './components/ContentProtection/ContentProtection.tsx';
export {
  DeferredContentProtection,
  type DeferredContentProtectionProps,
} from './components/ContentProtection/DeferredContentProtection.tsx';
export {
  contentGuardScript,
  wholePageAttribute,
} from './components/ContentProtection/contentGuardScript.ts';
export {
  filterDocuments,
  documentFilterOptions,
  anyDocumentFilter,
  type FilterableDocument,
  type DocumentFilters,
  type DocumentFilterOptions,
} from './components/DocumentLibrary/filterDocuments.ts';
export { tabbableElements } from './components/Dialog/tabbable.ts';
export {
  Dialog,
  dialogSizes,
  type DialogInitialFocus,
  type DialogProps,
  type DialogSize,
} from './components/Dialog/Dialog.tsx';
export { useOpenState, type OpenStateOptions } from './hooks/useOpenState.ts';
export {
  SearchDialog,
  defaultSearchTypeLabels,
  searchResultTypes,
  type SearchDialogProps,
  type SearchResult,
  type SearchResultType,
} from './components/SearchDialog/SearchDialog.tsx';
export {
  consentMaxAge,
  consentStorageKey,
  consentTimestampKey,
  createConsentStore,
  parseConsent,
  toConsentSignals,
  useConsent,
  type Consent,
  type ConsentChoices,
  type ConsentListener,
  type ConsentStore,
  type ConsentStoreOptions,
} from './components/CookieBanner/consentStore.ts';
export {
  CookieBanner,
  defaultCookieConfirmation,
  type CookieBannerProps,
} from './components/CookieBanner/CookieBanner.tsx';
export {
  CookiePreferencesDialog,
  cookieCategories,
  defaultCookieCategoryText,
  type CookieCategory,
  type CookieCategoryText,
  type CookiePreferencesDialogProps,
} from './components/CookiePreferencesDialog/CookiePreferencesDialog.tsx';
export {
  LanguagePicker,
  filterLanguages,
  foldForSearch,
  type Language,
  type LanguagePickerProps,
} from './components/LanguagePicker/LanguagePicker.tsx';
export {
  LanguagePickerButton,
  type LanguagePickerButtonProps,
  type LanguageShown,
} from './components/LanguagePickerButton/LanguagePickerButton.tsx';
export {
  LanguagePickerDialog,
  type LanguagePickerDialogProps,
} from './components/LanguagePicker/LanguagePickerDialog.tsx';
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
} from './components/DocumentLibrary/DocumentLibrary.tsx';
export {
  NotFound,
  goBackInHistory,
  type NotFoundCard,
  type NotFoundLink,
  type NotFoundProps,
} from './components/NotFound/NotFound.tsx';

// The long date ('1 January 2024') is @ghat/forms' formatLongDate; these names, from earlier
// releases, are kept for code that imports them from here.
export {
  formatLongDate as formatArticleDate,
  formatLongDate as formatSearchDate,
} from '@ghat/forms';
