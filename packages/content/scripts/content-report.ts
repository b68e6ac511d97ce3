// The content report for trust editors:  npm run report -w @ghat/content
// Lists what to look at; fails (exit code 1) only on links to pages that do not exist.
import {
  allContentLinks,
  documentDateDisagreements,
  findBrokenLinks,
  policiesDueForReview,
} from '../src/report/report.ts';

const today = process.env.GHAT_REPORT_DATE ?? new Date().toISOString().slice(0, 10);
const due = policiesDueForReview(today);
const disagreements = documentDateDisagreements();
const links = allContentLinks();
const broken = findBrokenLinks(links);

console.log(`Content report for ${today}\n`);
console.log(`Policies due for review (${due.length}):`);
for (const { title, path, reason } of due) console.log(`  - ${title} (${path}): ${reason}`);
console.log(`\nDocuments whose dates disagree between pages (${disagreements.length}):`);
for (const { document, claims } of disagreements) {
  console.log(`  - ${document}:`);
  for (const { where, date } of claims) console.log(`      ${date}  ${where}`);
}
console.log(`\nLinks checked: ${links.length}; broken: ${broken.length}`);
for (const { href, where } of broken) console.log(`  - ${href}  in ${where}`);

process.exitCode = broken.length > 0 ? 1 : 0;
