// Writing a file so that a crash leaves either the old file or the new one, never half of
// one: write a temporary name beside it, flush it to disk, rename it over, flush the folder.
import { mkdir, open, rename, rm } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';

/** The temporary name `file` is written under; `.tmp` so a listing can tell it apart. */
export const temporaryName = (file: string) =>
  join(dirname(file), `.${basename(file)}.${process.pid}.tmp`);

export async function writeFileAtomically(file: string, data: string | Uint8Array): Promise<void> {
  // A new folder is the owner's alone: backups hold personal data.
  await mkdir(dirname(file), { recursive: true, mode: 0o700 });
  const temporary = temporaryName(file);
  try {
    const handle = await open(temporary, 'w', 0o600);
    try {
      await handle.writeFile(data);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temporary, file);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
  // The rename itself is only durable once the folder is flushed.
  const folder = await open(dirname(file), 'r');
  try {
    await folder.sync();
  } finally {
    await folder.close();
  }
}
