// The module build/reactScript.ts makes.
declare module 'virtual:ghat/react-script' {
  /** The client build's React script, as a site path (null in the dev server). */
  export const reactScript: { script: string } | null;
}
