import type { Db } from '../lib/db.ts';
import { blankDocument } from '../../src/shared/records.ts';
import { DOCUMENT_TYPE, STANDALONE_SERVICE_TYPE } from '../../src/shared/constants.ts';
import { mimeOfName } from '../../src/shared/uploads.ts';
import type { DocumentRecord, Service, StoredUploadedFile as UploadedFile } from '../../src/types.ts';
import {
  SIZES,
  fileBytes,
  isoDay,
  isoTime,
  slug,
  typeName,
  type FileFormat,
  type Rng,
  type SeedFiles,
  type SeedSize,
} from './common.ts';
import { BRAND_COLOURS, DOC_TITLES, NQA_AREA_NAMES, SERVICE_SPECIFIC_TITLES, TRAINING, WEBINARS } from './data.ts';

// so a '... Procedure' is a Procedure wherever it shows
export function documentTypeOfTitle(title: string): number {
  if (/ Policy$/.test(title)) return DOCUMENT_TYPE.policy;
  if (/ Procedure$/.test(title)) return DOCUMENT_TYPE.procedure;
  if (/ Feedback\b/.test(title)) return DOCUMENT_TYPE.feedback;
  return DOCUMENT_TYPE.miscellaneous;
}

const TYPE_WORDS: Record<number, string> = {
  [DOCUMENT_TYPE.policy]: 'policy',
  [DOCUMENT_TYPE.procedure]: 'procedure',
  [DOCUMENT_TYPE.feedback]: 'survey',
  [DOCUMENT_TYPE.miscellaneous]: 'guide',
};

// the large seed reuses a small pool instead of writing thousands
function storeDocFile(files: SeedFiles, size: SeedSize, format: FileFormat, title: string, colour: string, n: number) {
  const name = size === 'large' ? `pool_${format}_${n % 5}.${format}` : `${slug(title)}_${n}.${format}`;
  const bytes = fileBytes(format, size === 'large' ? `Sample ${format.toUpperCase()} document` : title, colour);
  return { ...files.put(name, bytes), name: size === 'large' ? `${slug(title)}.${format}` : name };
}

export function buildDocuments(db: Db, rng: Rng, files: SeedFiles, size: SeedSize) {
  const services = db.services;
  let fileId = 0;
  const ref = (s: Service) => ({ id: s.id, name: s.name });
  const typeRefs = (ids: number[]) => ids.map((id) => ({ id, name: typeName(id) }));
  const uploaded = (
    stored: { url: string; size: number; name: string },
    extra: Partial<UploadedFile> = {},
  ): UploadedFile => ({
    id: ++fileId,
    document_name: stored.name,
    file_size: stored.size,
    file_type: mimeOfName(stored.name),
    label: stored.name,
    availability: 'ENABLE',
    document_url: stored.url,
    webinar_title: null,
    webinar_link: null,
    webinar_description: null,
    global_webinar: 0,
    ...extra,
  });
  const base = (id: number, over: Partial<DocumentRecord>): DocumentRecord =>
    blankDocument(id, { file_version: '1.0', date: isoDay(rng.int(0, 540)), nqa_area_id: [1], ...over });
  const attachFile = (doc: DocumentRecord, file: UploadedFile) => {
    doc.uploaded_file = file;
    doc.file_uploaded_id = file.id;
    doc.label = file.label;
  };

  const nqaDoc = (
    id: number,
    n: number,
    opts: { generate?: boolean; format?: FileFormat; standalone?: boolean } = {},
  ) => {
    const area = (n % 7) + 1;
    const areas = rng.chance(0.25) ? [...new Set([area, rng.int(1, 7)])].sort() : [area];
    const title = DOC_TITLES[area][Math.floor(n / 7) % DOC_TITLES[area].length];
    const docType = documentTypeOfTitle(title);
    const standalone = opts.standalone ?? false;
    const types = standalone ? [STANDALONE_SERVICE_TYPE.id] : rng.sample([1, 2, 3, 4], rng.int(1, 4)).sort();
    const pool = services.filter((s) => s.has_portal === 1 && !s.is_archive);
    const doc = base(id, {
      file_title: title,
      file_version: `${rng.int(1, 4)}.${rng.int(0, 3)}`,
      description: `${title} for NQA${area}: ${NQA_AREA_NAMES[area - 1]}.`,
      document_type_id: docType,
      nqa_area_id: areas,
      service_type_id: typeRefs(types),
      notify_service: rng.chance(0.3) ? 1 : 0,
      services: standalone ? rng.sample(pool, rng.int(1, 3)).map(ref) : [],
      // general documents go into the default collection of each of their service types, mostly
      collections: standalone ? [] : types.filter(() => rng.chance(0.7)),
    });
    if (!standalone && rng.chance(0.2)) {
      const candidates = pool.filter((s) => types.includes(s.service_type_id));
      doc.excluded_services = JSON.stringify(rng.sample(candidates, rng.int(1, 2)).map((s) => s.id));
    }
    if (opts.generate) {
      doc.upload_or_generate = 2;
      doc.label = `${slug(title)}.html`;
      doc.content =
        `<h2>${title}</h2><p>This ${TYPE_WORDS[docType]} supports NQA${area} ` +
        `(${NQA_AREA_NAMES[area - 1]}).</p><h3>Purpose</h3><p>To make sure every educator understands their ` +
        `responsibilities and acts consistently.</p><h3>Procedure</h3><ol><li>Read the policy at induction.</li>` +
        `<li>Discuss it at the next team meeting.</li><li>Record any questions in the QIP.</li></ol>`;
    } else {
      const format = opts.format ?? 'pdf';
      attachFile(doc, uploaded(storeDocFile(files, size, format, title, rng.pick(BRAND_COLOURS), id)));
    }
    // some services have turned a document off
    if (doc.services.length && rng.chance(0.3)) doc.availability = { [String(doc.services[0].id)]: 'DISABLE' };
    return doc;
  };

  const webinarDoc = (id: number, n: number, training: boolean) => {
    const list = training ? TRAINING : WEBINARS;
    const w = list[n % list.length];
    const global = n % 3 === 0 ? 1 : 0;
    const types = global ? [] : rng.sample([1, 2, 3, 4], rng.int(1, 3)).sort();
    const doc = base(id, {
      file_title: w.title,
      description: '',
      document_type_id: training ? 4 : 3,
      nqa_area_id: [w.area],
      service_type_id: typeRefs(types),
      global_webinar: global as 0 | 1,
      webinar_title: w.title,
      webinar_link: w.link,
      webinar_description: `${training ? 'Self-paced module' : 'Recorded webinar'}: ${w.title}. Suitable for all educators.`,
      collections: global ? [] : types.filter(() => rng.chance(0.5)),
    });
    // training modules without a link are uploaded documents; some webinars carry supporting slides
    if (!w.link || rng.chance(0.4)) {
      const stored = storeDocFile(files, size, 'pdf', `${w.title} slides`, '#1565c0', id);
      attachFile(
        doc,
        uploaded(stored, {
          webinar_title: doc.webinar_title,
          webinar_link: doc.webinar_link,
          webinar_description: doc.webinar_description,
          global_webinar: doc.global_webinar,
        }),
      );
    }
    return doc;
  };

  const serviceSpecificDoc = (id: number, n: number, ssType: number) => {
    const pool = services.filter((s) => s.has_portal === 1);
    const service = pool[(n * 5) % pool.length];
    const titles = SERVICE_SPECIFIC_TITLES[ssType];
    const title = `${titles[n % titles.length]} - ${service.name}`;
    const riskArea = ssType === 4 ? (n % 2 === 0 ? 2 : 3) : null;
    const doc = base(id, {
      file_title: title,
      file_version: ssType === 1 || ssType === 2 ? `${rng.int(1, 3)}.0` : '1.0',
      description: `${titles[n % titles.length]} prepared for ${service.name}.`,
      category: 2,
      document_type_id: ssType === 5 ? documentTypeOfTitle(titles[n % titles.length]) : DOCUMENT_TYPE.miscellaneous,
      nqa_area_id: riskArea ? [riskArea] : ssType === 5 ? [(n % 7) + 1] : [],
      service_type_id: typeRefs([STANDALONE_SERVICE_TYPE.id]),
      service_specific_type: ssType,
      risk_assesment_type: riskArea,
      services: [ref(service)],
    });
    const format: FileFormat = ssType === 4 ? 'xlsx' : ssType === 3 ? 'docx' : 'pdf';
    if (ssType === 5 && n % 3 === 0) {
      doc.upload_or_generate = 2;
      doc.label = `${slug(title)}.html`;
      doc.content = `<h2>${title}</h2><p>Specific to ${service.name}, ${service.city} ${service.state}.</p>`;
    } else {
      attachFile(doc, uploaded(storeDocFile(files, size, format, title, service.brand_color, id)));
    }
    return doc;
  };

  const docs = db.documents;
  if (size === 'demo') {
    let id = 0;
    // general NQA documents: mostly PDFs, some Word, Excel, image, CSV and generated
    const formats: FileFormat[] = ['pdf', 'pdf', 'docx', 'pdf', 'xlsx', 'png', 'pdf', 'csv'];
    for (let n = 0; n < 42; n++) {
      const generate = n % 5 === 2;
      docs.push(nqaDoc(++id, n, { generate, format: formats[n % formats.length], standalone: n % 9 === 4 }));
    }
    for (let n = 0; n < WEBINARS.length; n++) docs.push(webinarDoc(++id, n, false));
    for (let n = 0; n < TRAINING.length; n++) docs.push(webinarDoc(++id, n, true));
    for (let ssType = 1; ssType <= 6; ssType++)
      for (let k = 0; k < 3; k++) docs.push(serviceSpecificDoc(++id, ssType * 3 + k, ssType));
    // a few documents linked to extra services by hand
    for (const d of docs.filter((x) => x.category === 1 && x.services.length === 0).slice(0, 6)) {
      d.services = rng
        .sample(
          services.filter((s) => s.has_portal === 1),
          2,
        )
        .map(ref);
    }
    // two soft-deleted documents (recycle bin)
    docs[docs.length - 1].deleted_at = isoTime(3);
    docs[40].deleted_at = isoTime(10);
  } else {
    const total = SIZES.large.documents;
    const formats: FileFormat[] = ['pdf', 'pdf', 'pdf', 'docx', 'xlsx', 'png', 'csv'];
    for (let id = 1; id <= total; id++) {
      const r = id % 20;
      if (r === 0) docs.push(webinarDoc(id, id, false));
      else if (r === 1) docs.push(webinarDoc(id, id, true));
      else if (r <= 4) docs.push(serviceSpecificDoc(id, id, (id % 6) + 1));
      else docs.push(nqaDoc(id, id, { generate: r === 7, format: formats[id % formats.length], standalone: r === 9 }));
    }
  }
}
