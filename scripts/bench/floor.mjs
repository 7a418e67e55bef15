/**
 * The floor of the list interactions: the same DOM update (10 rows from a pre-sorted array) with no framework, in
 * the same browser and run, so a figure can be read against what this machine needs for the update itself.
 */
import { benchHelpers, medianOf } from './page.mjs';

function floorPage(titles) {
  const data = JSON.stringify(titles);
  return `<!doctype html><meta charset="utf-8"><title>floor</title>
<button id="tab">NQA2</button><button id="sort">Sort</button><button id="next">Next</button><button id="filter">PDF</button>
<button id="select">Select all</button><span id="selected"></span>
<table><tbody id="rows"></tbody></table>
<script>
const all = ${data};
const byTitle = [...all].sort((a, b) => a.t.localeCompare(b.t));
const byTitleDesc = [...byTitle].reverse();
let list = all, page = 0, flip = 0;
const tbody = document.getElementById('rows');
for (let i = 0; i < 10; i++) {
  const tr = tbody.insertRow();
  tr.insertCell().append(Object.assign(document.createElement('input'), { type: 'checkbox' }));
  for (let c = 0; c < 4; c++) tr.insertCell();
}
function show() {
  const rows = list.slice(page * 10, page * 10 + 10);
  for (let i = 0; i < 10; i++) {
    const cells = tbody.rows[i].cells, r = rows[i] || { t: '', f: '', d: '', n: '' };
    cells[1].textContent = r.t; cells[2].textContent = r.f; cells[3].textContent = r.d; cells[4].textContent = r.n;
  }
}
const byTab = [1, 2, 3].map((n) => all.filter((r) => r.a.includes(n)));
document.getElementById('tab').onclick = () => { list = byTab[(flip++) % 3]; page = 0; show(); };
document.getElementById('sort').onclick = () => { list = (flip++) % 2 ? byTitle : byTitleDesc; page = 0; show(); };
document.getElementById('next').onclick = () => { page = (page + 1) % 50; show(); };
const byType = [all.filter((r) => r.f === 'PDF'), all.filter((r) => r.f !== 'PDF')];
document.getElementById('filter').onclick = () => { list = byType[(flip++) % 2]; page = 0; show(); };
// ticks or clears the 10 rows' boxes and says how many are selected (the text is what the observer sees)
document.getElementById('select').onclick = () => {
  const on = !tbody.rows[0].cells[0].firstChild.checked;
  for (const tr of tbody.rows) tr.cells[0].firstChild.checked = on;
  document.getElementById('selected').textContent = on ? '10 items selected' : '';
};
show();
</script>`;
}

/** The floor's figure for each kind of update (tab, sort, next, filter, select), from the fixture's documents. */
export async function floorFigures(browser, documents) {
  const titles = documents.map((d) => ({
    t: d.file_title || d.label || String(d.id),
    f: /\.pdf$/i.test(d.uploaded_file?.document_name ?? '') ? 'PDF' : 'Other',
    d: d.date,
    n: String(d.id),
    a: d.nqa_area_id,
  }));
  const context = await browser.newContext();
  await context.addInitScript(benchHelpers);
  const page = await context.newPage();
  await page.setContent(floorPage(titles));
  const figures = {};
  for (const id of ['tab', 'sort', 'next', 'filter', 'select']) {
    figures[id] = (await medianOf(page, () => page.locator(`#${id}`).click())).ms;
  }
  await context.close();
  return figures;
}
