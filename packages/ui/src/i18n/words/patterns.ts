// The patterns components' built-in English words, one module each; this file gathers them
// for the types and the English locale.
export { articleFilters } from './articleFilters.ts';
export { articleLayout } from './articleLayout.ts';
export { articleListing } from './articleListing.ts';
export { articleNotFound } from './articleNotFound.ts';
export { checksumDetails } from './checksumDetails.ts';
export { checksumVerifier } from './checksumVerifier.ts';
export { cookieBanner } from './cookieBanner.ts';
export { documentLibrary } from './documentLibrary.ts';
export { notFound } from './notFound.ts';
export { policyLayout } from './policyLayout.ts';
