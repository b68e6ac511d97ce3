// @ghat/ui/logo-mark: the trust's mark as standalone SVG, for build scripts that write an
// app's icons (favicon, touch icon, share image) from the one drawing the Logo renders.
// No React, no styles.
export * from './primitives/brand/Logo/logoMark.ts';
