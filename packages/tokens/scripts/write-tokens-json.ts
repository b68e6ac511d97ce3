// Writes dist/tokens.json for design tools from the same typed values the theme uses.
import { mkdirSync, writeFileSync } from 'node:fs';
import { toDesignTokens } from '../src/designTokens.ts';
import { ghatTheme } from '../src/tokens.ts';
import { partnerTheme } from '../src/themes/partnerTokens.ts';

const outFile = new URL('../dist/tokens.json', import.meta.url);
mkdirSync(new URL('.', outFile), { recursive: true });
writeFileSync(
  outFile,
  `${JSON.stringify(toDesignTokens({ ghat: ghatTheme, partner: partnerTheme }), null, 2)}\n`,
);
console.log(`wrote ${outFile.pathname}`);
