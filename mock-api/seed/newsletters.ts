import type { Db } from '../lib/db.ts';
import { MONTHS, NEWSLETTER_CATEGORIES, THUMBNAIL_SIZE } from '../../src/shared/constants.ts';
import type { Newsletter, NewsletterCategory } from '../../src/types.ts';
import { isoDay, slug, type SeedFiles } from './common.ts';
import { hexToRgb, makePdf, makePng } from './files.ts';
import { messages } from '../lib/messages.ts';
import { NEWSLETTER_TITLES } from './data.ts';

export function buildNewsletters(db: Db, files: SeedFiles, count: number) {
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
      makePdf(title, [messages.newsletters.categories[cat], 'Holistic QIP, for services across Australia.']),
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
