import type { Db } from '../lib/db.ts';
import { FOCUS_AUDIENCES, MONTHS } from '../../src/shared/constants.ts';
import type { FocusDetail, FocusFile } from '../../src/types.ts';
import { slug, type Rng, type SeedFiles } from './common.ts';
import { makePdf } from './files.ts';
import { FOCUS_TOPICS } from './data.ts';

export function buildFocus(db: Db, rng: Rng, files: SeedFiles) {
  const months: [string, string][] = [
    ['2026', 'Jun'],
    ['2026', 'Aug'],
    ['2026', 'Sep'],
    ['2026', 'Oct'],
    ['2026', 'Nov'],
    ['2026', 'Dec'],
    ['2027', 'Jan'],
    ['2027', 'Feb'],
  ];
  months.forEach(([year, month], i) => {
    const topic = FOCUS_TOPICS[i % FOCUS_TOPICS.length];
    const detail: FocusDetail = {
      id: i + 1,
      year,
      month,
      monthly_focus: topic.focus,
      monthly_focus_description: topic.description,
    };
    db.focus.push(detail);
    const monthIndex = MONTHS.indexOf(month as (typeof MONTHS)[number]);
    const fileCount = 1 + (i % 3);
    for (let k = 0; k < fileCount; k++) {
      const audience = FOCUS_AUDIENCES[(i + k) % FOCUS_AUDIENCES.length];
      const title = `${topic.focus} - ${audience}`;
      const name = `FOM_${year}_${month}_${slug(audience)}.pdf`;
      const stored = files.put(name, makePdf(title, [topic.description, `Focus of the month: ${month} ${year}.`]));
      const f: FocusFile = {
        id: db.focusFiles.length + 1,
        focus_id: detail.id,
        label: name,
        audience,
        date: `${year}-${String(monthIndex + 1).padStart(2, '0')}-${String(1 + rng.int(0, 20)).padStart(2, '0')}`,
        document_url: stored.url,
        document_name: name,
        file_title: title,
        file_description: `Resources for the ${audience.toLowerCase()} on ${topic.focus.toLowerCase()}.`,
      };
      db.focusFiles.push(f);
    }
  });
}
