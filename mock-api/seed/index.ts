/**
 * The fixture's seed: a deterministic Australian childcare data set (same input, same output; a seeded PRNG and
 * dates counted from a fixed epoch, never the clock). Files are real and small, generated in ./files.ts and
 * written into the working files directory; records point at them with `/files/<name>` urls.
 *
 *   demo  (default) 36 services, 40 users, ~90 documents, 16 newsletters, focus of the month for 7 months
 *   large (SEED=large) 2,000 services, 5,000 users, 10,000 documents; they share a small pool of stored files
 */
import { promises as fs } from 'node:fs';
import { blankDocument } from '../../src/shared/records.ts';
import path from 'node:path';
import type { Db } from '../lib/db.ts';
import { emptyDb } from '../lib/db.ts';
import { hashPassword } from '../lib/auth.ts';
import type {
  DocumentRecord,
  FocusDetail,
  FocusFile,
  ManagedUser,
  Newsletter,
  NewsletterCategory,
  Service,
  ServiceTypeId,
  ServiceUser,
  UploadedFile,
} from '../../src/types.ts';
import {
  MONTHS,
  NEWSLETTER_CATEGORIES,
  STANDALONE_SERVICE_TYPE,
  THUMBNAIL_SIZE,
  FOCUS_AUDIENCES,
} from '../../src/shared/constants.ts';
import { mimeOfName } from '../../src/shared/validation/documents.ts';
import { makeDocx, makePdf, makePng, makeXlsx, hexToRgb } from './files.ts';
import { messages, serviceTypeLabel } from '../lib/messages.ts';
import {
  BRANDS,
  BRAND_COLOURS,
  DOC_TITLES,
  FIRST_NAMES,
  FOCUS_TOPICS,
  LAST_NAMES,
  NEWSLETTER_TITLES,
  NQA_AREA_NAMES,
  SERVICE_SPECIFIC_TITLES,
  STREETS,
  SUBURBS,
  TRAINING,
  USER_DESCRIPTIONS,
  WEBINARS,
} from './data.ts';

export type SeedSize = 'demo' | 'large';

export function seedSizeFromEnv(): SeedSize {
  return process.env.SEED === 'large' ? 'large' : 'demo';
}

/** Every date of the seed is counted back from this day. */
export const SEED_EPOCH = Date.UTC(2026, 10, 1); // 2026-11-01
/** Focus-of-the-month years of the seed: the epoch's year and the next. */
export const SEED_YEARS = ['2026', '2027'] as const;

export const ORPHAN_SERVICE_NAME = 'Orphan Bay Childcare';

const SIZES = {
  demo: { services: 36, users: 40, nqaDocs: 56, newsletters: 16 },
  large: { services: 2000, users: 5000, documents: 10_000, newsletters: 48 },
} as const;

/** mulberry32: small, fast, good enough for fixture data. */
function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)];
  const chance = (p: number) => next() < p;
  const sample = <T>(list: readonly T[], n: number): T[] => {
    const copy = [...list];
    const out: T[] = [];
    while (out.length < n && copy.length) out.push(copy.splice(Math.floor(next() * copy.length), 1)[0]);
    return out;
  };
  return { next, int, pick, chance, sample };
}
type Rng = ReturnType<typeof prng>;

const isoDay = (daysBeforeEpoch: number) =>
  new Date(SEED_EPOCH - daysBeforeEpoch * 86_400_000).toISOString().slice(0, 10);
const isoTime = (daysBeforeEpoch: number) => new Date(SEED_EPOCH - daysBeforeEpoch * 86_400_000).toISOString();
const slug = (s: string) => s.replace(/[^A-Za-z0-9]+/g, '_').replace(/^_+|_+$/g, '');
const typeName = (id: number) => serviceTypeLabel(id);

/** Writes seed files into filesDir; each name is written once. */
class SeedFiles {
  private written = new Map<string, number>();
  private pending: Promise<void>[] = [];
  constructor(readonly dir: string) {}

  /** Queues a file and returns its url and size. */
  put(name: string, bytes: Buffer): { url: string; size: number } {
    if (!this.written.has(name)) {
      this.written.set(name, bytes.length);
      this.pending.push(fs.writeFile(path.join(this.dir, name), bytes));
    }
    return { url: `/files/${name}`, size: this.written.get(name) ?? bytes.length };
  }
  async flush() {
    await Promise.all(this.pending);
  }
  get count() {
    return this.written.size;
  }
}

type FileFormat = 'pdf' | 'docx' | 'xlsx' | 'png' | 'csv';

function fileBytes(format: FileFormat, title: string, colour: string): Buffer {
  const lines = [
    'Prepared for Australian early childhood education and care services.',
    'Aligned with the National Quality Standard and the Education and Care Services National Regulations.',
    'Review this document annually or after any incident or change in legislation.',
  ];
  switch (format) {
    case 'pdf':
      return makePdf(title, lines);
    case 'docx':
      return makeDocx(title, lines);
    case 'xlsx':
      return makeXlsx([
        ['Item', 'Responsible', 'Due', 'Status'],
        ['Review policy', 'Nominated supervisor', '2026-12-01', 'Open'],
        ['Staff sign-off', 'Room leaders', '2026-12-15', 'Open'],
      ]);
    case 'png':
      return makePng(320, 200, hexToRgb(colour), [250, 250, 250]);
    case 'csv':
      return Buffer.from(`Checklist,Done\n${title},no\nStaff briefed,no\n`, 'utf8');
  }
}

/** Builds a fresh database, writing its files into filesDir. Deterministic for a given size. */
export async function buildSeed(size: SeedSize, filesDir: string): Promise<Db> {
  await fs.mkdir(filesDir, { recursive: true });
  const db = emptyDb();
  const salt = (n: number) => Buffer.alloc(16, n);
  db.accounts.push(
    {
      id: 1,
      name: 'Portal Administrator',
      email: 'admin@example.com',
      user_type: 'SUPER_ADMIN',
      password_hash: await hashPassword('Admin123!', salt(1)),
    },
    {
      id: 2,
      name: 'Centre Admin',
      email: 'centre.admin@example.com',
      user_type: 'ADMIN',
      password_hash: await hashPassword('Centre123!', salt(2)),
    },
  );
  const rng = prng(size === 'large' ? 0x1a2b3c : 0x5eed);
  const files = new SeedFiles(filesDir);

  const serviceCount = size === 'large' ? SIZES.large.services : SIZES.demo.services;
  buildServices(db, rng, serviceCount);
  buildUsers(db, rng, size === 'large' ? SIZES.large.users : SIZES.demo.users);
  buildDocuments(db, rng, files, size);
  buildNewsletters(db, files, size === 'large' ? SIZES.large.newsletters : SIZES.demo.newsletters);
  buildFocus(db, rng, files);
  await files.flush();

  db.counters = {
    accounts: 2,
    services: db.services.length,
    serviceUsers: db.serviceUsers.length,
    users: db.users.length,
    documents: db.documents.length,
    newsletters: db.newsletters.length,
    focus: db.focus.length,
    focusFiles: db.focusFiles.length,
    uploadedFiles: Math.max(0, ...db.documents.map((d) => d.uploaded_file?.id ?? 0)),
  };
  return db;
}

function person(rng: Rng) {
  const first = rng.pick(FIRST_NAMES);
  const last = rng.pick(LAST_NAMES);
  return { first, last };
}

function buildServices(db: Db, rng: Rng, count: number) {
  const used = new Map<string, number>();
  for (let i = 0; i < count; i++) {
    const id = i + 1;
    const type = ((i % 4) + 1) as ServiceTypeId;
    const [suburb, state, postcode, area] = SUBURBS[(i * 7 + Math.floor(i / SUBURBS.length)) % SUBURBS.length];
    let name = `${BRANDS[type][Math.floor(i / 4) % BRANDS[type].length]} ${suburb}`;
    // The one portal service without an admin-type user ('View as service' then opens nothing).
    const orphan = i === 5;
    if (orphan) name = ORPHAN_SERVICE_NAME;
    const seen = used.get(name) ?? 0;
    used.set(name, seen + 1);
    if (seen > 0) name = `${name} ${seen + 1}`;
    const owner = person(rng);
    const domain = `${slug(name).toLowerCase().replace(/_/g, '')}.com.au`;
    const brandColour = rng.pick(BRAND_COLOURS);
    const service: Service = {
      id,
      name,
      has_qip: rng.chance(0.6) ? 1 : 0,
      // every 7th service has no portal; the orphan always has one
      has_portal: !orphan && i % 7 === 3 ? 0 : 1,
      admin_name: `${owner.first} ${owner.last}`,
      website_link: `https://www.${domain}`,
      primary_email: `owner@${domain}`,
      postal: postcode,
      phone: `(${area}) ${rng.int(8000, 9999)} ${rng.int(1000, 9999)}`,
      address: `${rng.int(1, 240)} ${rng.pick(STREETS)}`,
      city: suburb,
      state,
      description:
        `At ${name} we believe every child is capable and curious. Our educators build on each child's ` +
        `interests through play, strong relationships with families and connection to the ${suburb} community.`,
      logo_name: null,
      logo_url: null,
      service_type_id: type,
      brand_color: brandColour,
      is_archive: !orphan && i % 9 === 8,
      skin: i % 3 === 2 ? '#ffffff' : '#000000',
      collection_loaded: i % 5 === 1 ? `[${type}]` : '[]',
      deleted_at: null,
      admin_email: '',
    };
    db.services.push(service);

    // Service users (quality back end): an admin-type user for every service but the orphan, plus members.
    const adminEmail = id === 1 ? 'centre.admin@example.com' : `${owner.first}.${owner.last}@${domain}`.toLowerCase();
    if (!orphan) {
      db.serviceUsers.push({
        id: db.serviceUsers.length + 1,
        center_id: id,
        name: id === 1 ? 'Centre Admin' : service.admin_name,
        email: adminEmail,
        type: i % 6 === 0 ? 'Admin' : 'admin', // compared case-insensitively
      } satisfies ServiceUser);
      service.admin_email = adminEmail;
    }
    const members = orphan ? 2 : rng.int(0, 2);
    for (let m = 0; m < members; m++) {
      const p = person(rng);
      db.serviceUsers.push({
        id: db.serviceUsers.length + 1,
        center_id: id,
        name: `${p.first} ${p.last}`,
        email: `${p.first}.${p.last}${m + 1}@${domain}`.toLowerCase(),
        type: 'member',
      });
    }
  }
}

function buildUsers(db: Db, rng: Rng, count: number) {
  const portalServices = db.services.filter((s) => s.has_portal === 1);
  for (let i = 0; i < count; i++) {
    const p = person(rng);
    const role: 'member' | 'admin' = i % 4 === 0 ? 'admin' : 'member';
    const user: ManagedUser = {
      id: i + 1,
      first_name: p.first,
      last_name: p.last,
      email: `${p.first}.${p.last}${i + 1}@example.com.au`.toLowerCase(),
      description: rng.pick(USER_DESCRIPTIONS),
      roles: [{ name: role }],
      notify_email: rng.chance(0.4) ? 1 : 0,
      access_approved: i % 3 !== 2,
      services: rng.sample(portalServices, rng.int(1, 3)).map((s) => s.id),
      deleted_at: null,
    };
    db.users.push(user);
  }
}

/** A stored file for a document; the large seed reuses a small pool instead of writing thousands. */
function storeDocFile(files: SeedFiles, size: SeedSize, format: FileFormat, title: string, colour: string, n: number) {
  const name = size === 'large' ? `pool_${format}_${n % 5}.${format}` : `${slug(title)}_${n}.${format}`;
  const bytes = fileBytes(format, size === 'large' ? `Sample ${format.toUpperCase()} document` : title, colour);
  return { ...files.put(name, bytes), name: size === 'large' ? `${slug(title)}.${format}` : name };
}

function buildDocuments(db: Db, rng: Rng, files: SeedFiles, size: SeedSize) {
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

  /** A general NQA document (policy, procedure, feedback, miscellaneous), uploaded or generated. */
  const nqaDoc = (
    id: number,
    n: number,
    opts: { generate?: boolean; format?: FileFormat; standalone?: boolean } = {},
  ) => {
    const area = (n % 7) + 1;
    const areas = rng.chance(0.25) ? [...new Set([area, rng.int(1, 7)])].sort() : [area];
    const title = DOC_TITLES[area][Math.floor(n / 7) % DOC_TITLES[area].length];
    const docType = [1, 2, 6, 7][n % 4];
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
        `<h2>${title}</h2><p>This ${docType === 2 ? 'procedure' : 'policy'} supports NQA${area} ` +
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
      document_type_id: ssType === 5 ? [1, 2][n % 2] : 7,
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
    // 42 general NQA documents: 6 per area; mostly PDFs, some Word, Excel, image, CSV and generated
    const formats: FileFormat[] = ['pdf', 'pdf', 'docx', 'pdf', 'xlsx', 'png', 'pdf', 'csv'];
    for (let n = 0; n < 42; n++) {
      const generate = n % 5 === 2;
      docs.push(nqaDoc(++id, n, { generate, format: formats[n % formats.length], standalone: n % 9 === 4 }));
    }
    for (let n = 0; n < WEBINARS.length; n++) docs.push(webinarDoc(++id, n, false));
    for (let n = 0; n < TRAINING.length; n++) docs.push(webinarDoc(++id, n, true));
    // service-specific: every type 1-6, three each
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

function buildNewsletters(db: Db, files: SeedFiles, count: number) {
  const palette: Record<NewsletterCategory, [string, string]> = {
    monthly_newsletter: ['#1565c0', '#90caf9'],
    el_newsletter: ['#2e7d32', '#a5d6a7'],
    whs_bulletins: ['#ef6c00', '#ffcc80'],
    wellbeing_magazines: ['#6a1b9a', '#ce93d8'],
  };
  for (let i = 0; i < count; i++) {
    const cat = NEWSLETTER_CATEGORIES[i % 4] as NewsletterCategory;
    const month = MONTHS[(10 - Math.floor(i / 4) + 24) % 12];
    const year = 2026 - (Math.floor(i / 4) > 10 ? 1 : 0);
    const title = `${NEWSLETTER_TITLES[cat][Math.floor(i / 4) % 4]} ${month} ${year}`;
    const reuse = count > 16;
    const pdfName = reuse ? `newsletter_${cat}_${i % 4}.pdf` : `${slug(title)}.pdf`;
    const pngName = reuse ? `newsletter_${cat}_${i % 4}_thumb.png` : `${slug(title)}_thumb.png`;
    const pdf = files.put(
      pdfName,
      makePdf(title, [
        messages.newsletters.categories[NEWSLETTER_CATEGORIES[i % 4]],
        'Holistic QIP, for services across Australia.',
      ]),
    );
    const [top, bottom] = palette[cat];
    const png = files.put(
      pngName,
      makePng(THUMBNAIL_SIZE.width, THUMBNAIL_SIZE.height, hexToRgb(top), hexToRgb(bottom)),
    );
    const n: Newsletter = {
      id: i + 1,
      title,
      date: isoDay(Math.floor(i / 4) * 30 + (i % 4) * 2),
      category: cat,
      notify_service: i % 3 === 0 ? 1 : 0,
      document_name: pdfName,
      document_url: pdf.url,
      type: 'application/pdf',
      size: pdf.size,
      label: pdfName,
      thumbnail_label: pngName,
      thumbnail_type: 'image/png',
      thumbnail_size: png.size,
      thumbnail_url: png.url,
    };
    db.newsletters.push(n);
  }
}

function buildFocus(db: Db, rng: Rng, files: SeedFiles) {
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
