import { downloadCSV } from 'react-admin';
import { writeCsv } from '../../../components/csv.ts';
import type { DocumentRow } from '../../../dataProvider/documents.ts';
import type { Translate } from '../../../dataProvider/documentFields.ts';
import { DEFAULT_REVIEW_PERIOD_MONTHS, reviewDate } from '../../../shared/review.ts';

export function documentsCsv(
  rows: readonly DocumentRow[],
  translate: Translate,
  reviewMonths = DEFAULT_REVIEW_PERIOD_MONTHS,
): string {
  const fields = [
    'app.documents.col_file_name',
    'app.documents.col_document_type',
    'app.documents.col_file_type',
    'app.documents.col_size_kb',
    'app.documents.col_categories',
    'app.documents.col_services',
    'app.documents.col_belongs_in',
    'app.review.col_review_date',
  ].map((k) => translate(k));
  const data = rows.map((d) => [
    d.filename,
    translate(`app.documentForms.document_types.${d.document_type_id}`, { _: '' }),
    d.fileType,
    d.fileSize,
    d.categoryName,
    d.servicesCount,
    d.belongsIn,
    reviewDate(d, reviewMonths),
  ]);
  return writeCsv(fields, data);
}

export const exportDocuments = (
  rows: readonly DocumentRow[],
  translate: Translate,
  fileName: string,
  reviewMonths: number,
) => downloadCSV(documentsCsv(rows, translate, reviewMonths), fileName);
