/**
 * A Storage stand-in kept in memory, for stories and tests: each gets its own,
 * can start with saved values, and can be inspected afterwards.
 */
export function createMemoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => {
      items.set(key, String(value));
    },
    /** Everything saved, as a plain object. */
    contents: () => Object.fromEntries(items),
  };
}

export type MemoryStorage = ReturnType<typeof createMemoryStorage>;
