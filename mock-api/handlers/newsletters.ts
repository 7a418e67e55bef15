// Save answers 201 'Created' and delete 'Deleted', as the spec gives them (so the client finds the new record
// itself); update answers `{ message: 'Updated', data }`, ours.
import type { HandlerModule, Ctx } from '../lib/app.ts';
import { reply } from '../lib/app.ts';
import { ApiError, assertValid, notFound, type FieldErrors } from '../lib/errors.ts';
import { messages, ruleMessages, type RuleErrors } from '../lib/messages.ts';
import { checkUpload } from '../lib/files.ts';
import { nextId } from '../lib/db.ts';
import type { Newsletter, NewsletterCategory } from '../../src/types.ts';
import {
  newsletterSaveSchema,
  newsletterUpdateSchema,
  toNotifyFlag,
} from '../../src/shared/schemas/newsletterPayload.ts';
import { ruleErrorsOf } from '../../src/shared/schemas/rules.ts';
import { mimeOfName } from '../../src/shared/uploads.ts';
import { NEWSLETTER_SAVE_FIELDS, NEWSLETTER_UPDATE_FIELDS } from '../../src/shared/payloads.ts';
import { checkTextFields, numberField, positiveId, strictBody } from '../lib/request.ts';
import { isoDay } from '../../src/shared/clock.ts';

const str = (v: unknown) => (typeof v === 'string' ? v : '');
const today = () => isoDay(new Date(), 'utc');
const present = (v: unknown) => typeof v === 'string' && v.length > 0;

// one answer lists every field error; a 413 wins: the request as a whole is refused
const NEWSLETTER_TEXT_FIELDS = ['file_name', 'label', 'type', 'thumbnail_label', 'thumbnail_type'];

function checkAll(
  rules: RuleErrors,
  uploads: { field: string; b64: unknown; kind: 'pdf' | 'image' }[],
  b: Record<string, unknown>,
): Buffer[] {
  const errors: FieldErrors = ruleMessages(rules);
  checkTextFields(errors, b, NEWSLETTER_TEXT_FIELDS);
  // bytes, as File.size gives them
  numberField(errors, b, 'size');
  numberField(errors, b, 'thumbnail_size');
  const out: Buffer[] = [];
  for (const u of uploads) {
    if (errors[u.field]) continue;
    try {
      out.push(checkUpload(u.field, u.b64, u.kind));
    } catch (e) {
      if (e instanceof ApiError && e.status === 422 && e.errors) Object.assign(errors, e.errors);
      else throw e;
    }
  }
  assertValid(errors);
  return out;
}

function findNewsletter(ctx: Ctx, raw: unknown, field = 'id'): Newsletter {
  const id = positiveId(raw, 'newsletter', field);
  const n = ctx.db.newsletters.find((x) => x.id === id);
  if (!n) throw notFound('newsletter');
  return n;
}

async function removeIfUnused(ctx: Ctx, url: string) {
  if (ctx.db.newsletters.some((x) => x.document_url === url || x.thumbnail_url === url)) return;
  await ctx.files.remove(url);
}

const newsletters: HandlerModule = (route) => {
  route('newslettersGetAll', (_req, ctx) => ctx.db.newsletters);

  route('newsletterSave', async (req, ctx) => {
    const b = strictBody(req, NEWSLETTER_SAVE_FIELDS);
    const rules = ruleErrorsOf(newsletterSaveSchema, b);
    const [pdf, thumb] = checkAll(
      rules,
      [
        { field: 'base64_image', b64: b.base64_image, kind: 'pdf' },
        { field: 'thumbnail_base64', b64: b.thumbnail_base64, kind: 'image' },
      ],
      b,
    );
    const fileName = str(b.file_name) || str(b.label) || 'newsletter.pdf';
    const thumbName = str(b.thumbnail_label) || 'thumbnail.png';
    const storedPdf = await ctx.files.save(pdf, fileName);
    const storedThumb = await ctx.files.save(thumb, thumbName);
    const n: Newsletter = {
      id: nextId(ctx.db, 'newsletters'),
      title: str(b.title).trim(),
      date: str(b.date) || today(),
      category: b.category as NewsletterCategory,
      notify_service: toNotifyFlag(b.notify_service),
      document_name: fileName,
      document_url: storedPdf.url,
      type: storedPdf.mime,
      size: storedPdf.size,
      label: str(b.label) || fileName,
      thumbnail_label: thumbName,
      thumbnail_type: storedThumb.mime,
      thumbnail_size: storedThumb.size,
      thumbnail_url: storedThumb.url,
    };
    ctx.db.newsletters.push(n);
    await ctx.commit();
    return reply(201, messages.acknowledgement.created);
  });

  route('newsletterUpdate', async (req, ctx) => {
    const b = strictBody(req, NEWSLETTER_UPDATE_FIELDS);
    const n = findNewsletter(ctx, b.newsletter_id, 'newsletter_id');
    const newFile = present(b.base64_image);
    const newThumb = present(b.thumbnail_base64);
    // A file or thumbnail left out keeps the stored one; a new one replaces it.
    const rules = ruleErrorsOf(newsletterUpdateSchema, b);
    const uploads = [
      ...(newFile ? [{ field: 'base64_image', b64: b.base64_image, kind: 'pdf' as const }] : []),
      ...(newThumb ? [{ field: 'thumbnail_base64', b64: b.thumbnail_base64, kind: 'image' as const }] : []),
    ];
    const bytes = checkAll(rules, uploads, b);
    const removeAfter: string[] = [];
    const next: Newsletter = {
      ...n,
      title: str(b.title).trim(),
      date: str(b.date) || n.date,
      category: b.category as NewsletterCategory,
      notify_service: b.notify_service === undefined ? n.notify_service : toNotifyFlag(b.notify_service),
    };
    let i = 0;
    if (newFile) {
      const name = str(b.file_name) || str(b.label) || 'newsletter.pdf';
      const stored = await ctx.files.save(bytes[i++], name);
      removeAfter.push(n.document_url);
      Object.assign(next, {
        document_name: name,
        document_url: stored.url,
        type: stored.mime,
        size: stored.size,
        label: str(b.label) || name,
      });
    }
    if (newThumb) {
      const name = str(b.thumbnail_label) || 'thumbnail.png';
      const stored = await ctx.files.save(bytes[i++], name);
      removeAfter.push(n.thumbnail_url);
      Object.assign(next, {
        thumbnail_label: name,
        thumbnail_url: stored.url,
        thumbnail_type: stored.mime || mimeOfName(name),
        thumbnail_size: stored.size,
      });
    }
    Object.assign(n, next);
    await ctx.commit();
    for (const url of removeAfter) await removeIfUnused(ctx, url);
    return { message: messages.acknowledgement.updated, data: n };
  });

  route('newsletterDelete', async (req, ctx) => {
    const n = findNewsletter(ctx, req.params.id);
    ctx.db.newsletters = ctx.db.newsletters.filter((x) => x.id !== n.id);
    await ctx.commit();
    await removeIfUnused(ctx, n.document_url);
    await removeIfUnused(ctx, n.thumbnail_url);
    return messages.acknowledgement.deleted;
  });
};

export default newsletters;
