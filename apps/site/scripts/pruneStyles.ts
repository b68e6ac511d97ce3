// The step after the build, before the CSP's: takes out of the stylesheet every rule whose
// classes no built page or script has (build/unusedStyles.ts says why).
//
//   node scripts/pruneStyles.ts [outputDir]     (default: dist)
import { resolve } from 'node:path';
import { pruneStylesheets } from '../build/unusedStyles.ts';

if (import.meta.main) {
  const outputDir = resolve(process.argv[2] ?? 'dist');
  for (const sheet of await pruneStylesheets(outputDir)) {
    const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
    console.log(
      `Styles: ${sheet.before} ${kb(sheet.bytesBefore)} -> ${sheet.after} ${kb(sheet.bytesAfter)}, the rules no page uses left out`,
    );
  }
}
