// The site search's benchmark: builds the index from the whole content corpus, as the
// site build does, and prints its size (raw, gzip, brotli; each language's too) and how long queries take
// (median and 95th percentile over a fixed set of queries, many times each). Times are
// printed, never asserted: they depend on the machine. The size is asserted by
// search-bench.test.ts (the budget below), since the same content gives the same bytes.
//
//   npm run bench:search -w @ghat/site            (or: npx node --conditions=@ghat/source scripts/search-bench.ts [iterations])
import { performance } from 'node:perf_hooks';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { searchIndexRecordsIn } from '@ghat/content';
import { siteLocales, type SiteLocaleCode } from '@ghat/content/i18n/siteLocales';
import {
  buildSearchIndex,
  loadSearchIndex,
  queryIndex,
  serialiseSearchIndex,
} from '../src/features/search/searchIndex.ts';

/**
 * Each language's index's budget, gzipped: a page fetches its own language's index when the
 * search dialog first opens.
 */
export const searchIndexBudgetBytes = 60 * 1024;

/**
 * What readers type: whole words, starts of words, typos, several words, and nothing that
 * matches. Fixed, so runs can be compared.
 */
export const benchmarkQueries = [
  'health',
  'heal',
  'helth',
  'safeguarding',
  'safegaurding',
  'constitution',
  'trustee',
  'trustee biographies',
  'about us',
  'gov',
  'donate',
  'gift aid',
  'privacy',
  'cookies',
  'maternal health africa',
  'clinics',
  'emergency relief',
  'annual report',
  'whistleblowing',
  'zzqxv',
] as const;

export interface SearchIndexSize {
  records: number;
  raw: number;
  gzip: number;
  brotli: number;
}

/**
 * The index of every page, article and document as a page in `locale` searches them,
 * serialised as the build writes it.
 */
export function buildSiteIndexJson(locale: SiteLocaleCode = 'en'): {
  json: string;
  records: number;
} {
  const records = searchIndexRecordsIn(locale);
  return { json: serialiseSearchIndex(buildSearchIndex(records)), records: records.length };
}

export function searchIndexSize(locale: SiteLocaleCode = 'en'): SearchIndexSize {
  const { json, records } = buildSiteIndexJson(locale);
  const bytes = Buffer.from(json);
  return {
    records,
    raw: bytes.length,
    gzip: gzipSync(bytes, { level: 9 }).length,
    brotli: brotliCompressSync(bytes, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
    }).length,
  };
}

/** The value below which `share` of the sorted samples fall. */
function percentile(sorted: readonly number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? Number.NaN;
}

export interface QueryTiming {
  samples: number;
  medianMs: number;
  p95Ms: number;
  maxMs: number;
}

/** Times every benchmark query `iterations` times against the index loaded from its JSON. */
export function timeQueries(json: string, iterations: number): QueryTiming {
  const index = loadSearchIndex(json);
  // Warm up, so the first iterations do not measure the JIT.
  for (const query of benchmarkQueries) queryIndex(index, query);
  const samples: number[] = [];
  for (let round = 0; round < iterations; round += 1) {
    for (const query of benchmarkQueries) {
      const start = performance.now();
      queryIndex(index, query);
      samples.push(performance.now() - start);
    }
  }
  samples.sort((a, b) => a - b);
  return {
    samples: samples.length,
    medianMs: percentile(samples, 0.5),
    p95Ms: percentile(samples, 0.95),
    maxMs: samples.at(-1) ?? Number.NaN,
  };
}

const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const milliseconds = (value: number) => `${value.toFixed(3)} ms`;

function main(iterations: number) {
  const buildStart = performance.now();
  const { json, records } = buildSiteIndexJson();
  const buildMs = performance.now() - buildStart;
  const loadStart = performance.now();
  loadSearchIndex(json);
  const loadMs = performance.now() - loadStart;
  const size = searchIndexSize();
  const timing = timeQueries(json, iterations);
  const lines = [
    `Search index: ${records} records (pages, articles, documents)`,
    `  size     ${kilobytes(size.raw)} raw, ${kilobytes(size.gzip)} gzip -9, ${kilobytes(size.brotli)} brotli -11 (budget ${kilobytes(searchIndexBudgetBytes)} gzip)`,
    `  build    ${milliseconds(buildMs)} (from the corpus, in Node)`,
    `  load     ${milliseconds(loadMs)} (parsing the JSON into an index)`,
    `  queries  ${benchmarkQueries.length} queries x ${iterations} = ${timing.samples} searches`,
    `           median ${milliseconds(timing.medianMs)}, p95 ${milliseconds(timing.p95Ms)}, max ${milliseconds(timing.maxMs)}`,
  ];
  console.log(lines.join('\n'));
  for (const query of benchmarkQueries.slice(0, 6)) {
    const hits = queryIndex(loadSearchIndex(json), query);
    console.log(`  '${query}': ${hits.length} result(s), first: ${hits[0]?.title ?? '(none)'}`);
  }
  if (size.gzip >= searchIndexBudgetBytes) {
    console.error(`The index is over its budget of ${kilobytes(searchIndexBudgetBytes)} gzip.`);
    process.exitCode = 1;
  }
  // The other languages' indexes: the same records, a translated language's own in its words.
  for (const locale of siteLocales.filter((candidate) => candidate.code !== 'en')) {
    const other = searchIndexSize(locale.code);
    console.log(
      `  ${locale.code}       ${kilobytes(other.raw)} raw, ${kilobytes(other.gzip)} gzip -9, ${kilobytes(other.brotli)} brotli -11 (${other.gzip} B gzip)`,
    );
    if (other.gzip >= searchIndexBudgetBytes) {
      console.error(`The ${locale.name} index is over its budget.`);
      process.exitCode = 1;
    }
  }
}

if (import.meta.main) main(Number(process.argv[2] ?? 200));
