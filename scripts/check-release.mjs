// The first step of `npm run release`: it refuses to publish while changesets are waiting to be
// applied. `npm run version-packages` (changeset version) applies them first: it sets each
// package's version and writes its CHANGELOG.md, which then ships in the tarball. Review and
// commit that, and then release: build, then publish.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

const folder = join(import.meta.dirname, '..', '.changeset');
const pending = readdirSync(folder).filter((file) => file.endsWith('.md') && file !== 'README.md');
if (pending.length > 0) {
  console.error(
    `Not publishing: ${pending.length} changeset(s) in .changeset are not applied yet ` +
      `(${pending.slice(0, 3).join(', ')}${pending.length > 3 ? ', …' : ''}).\n` +
      'Run `npm run version-packages`, review and commit the new versions and CHANGELOG.md ' +
      'files, then `npm run release` again.',
  );
  process.exit(1);
}
