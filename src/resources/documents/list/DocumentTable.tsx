import { memo } from 'react';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import { DataTable, SortButton, useTranslate } from 'react-admin';
import type { DocumentRow } from '../../../dataProvider/documents.ts';
import { SimpleList } from '../../../components/PhoneList.tsx';
import { RowActionsMenu } from './RowActionsMenu.tsx';
import { BulkActionsMenu } from './BulkActionsMenu.tsx';
import { ServicesCell } from './ServicesCell.tsx';
import { FileTypeCell } from './FileTypeCell.tsx';
import { DocumentTypeCell, FileNameCell, ReviewMark, SelectCell, SelectPageCell } from './cells.tsx';
import { sizeLabel } from './sizeLabel.ts';

const EMPTY_SX = { p: 3, textAlign: 'center' } as const;

function NoDocuments() {
  const translate = useTranslate();
  return (
    <Typography sx={EMPTY_SX} color="text.secondary">
      {translate('app.documents.empty')}
    </Typography>
  );
}

/** §2 columns. Memoised: the list renders again for the address and the header, the table only for its context. */
export const DocumentTable = memo(function DocumentTable({ selectedRows }: { selectedRows: () => DocumentRow[] }) {
  return (
    <DataTable resource="documents" rowClick={false} bulkActionButtons={false} empty={<NoDocuments />}>
      <DataTable.Col label={<SelectPageCell />} disableSort padding="checkbox" field={SelectCell} />
      <DataTable.Col source="filename" label="app.documents.col_file_name" field={FileNameCell} />
      <DataTable.Col
        source="document_type_id"
        label="app.documents.col_document_type"
        disableSort
        field={DocumentTypeCell}
      />
      <DataTable.Col source="upload_or_generate" label="app.documents.col_file_type" field={FileTypeCell} />
      <DataTable.Col source="categoryName" label="app.documents.col_categories" />
      <DataTable.Col source="servicesCount" label="app.documents.col_services" field={ServicesCell} />
      <DataTable.Col source="belongsIn" label="app.documents.col_belongs_in" />
      <DataTable.Col
        label={<BulkActionsMenu selected={selectedRows} />}
        disableSort
        align="right"
        field={RowActionsMenu}
      />
    </DataTable>
  );
});

// §2's sortable headers; SortButton reads their labels from `resources.documents`
const SORT_FIELDS = ['filename', 'upload_or_generate', 'categoryName', 'servicesCount', 'belongsIn'];
const NOWRAP = { whiteSpace: 'nowrap' } as const;
const PHONE_BAR_SX = { display: 'flex', alignItems: 'center', gap: 1, px: 1 } as const;
const renderSelect = () => <SelectCell />;
const renderActions = () => <RowActionsMenu />;
const renderName = (d: DocumentRow) => (
  <>
    {d.filename}
    <ReviewMark doc={d} />
  </>
);

export const DocumentCards = memo(function DocumentCards({ selectedRows }: { selectedRows: () => DocumentRow[] }) {
  const translate = useTranslate();
  return (
    <>
      <Box sx={PHONE_BAR_SX}>
        <SelectPageCell />
        <SortButton fields={SORT_FIELDS} />
        <Box sx={{ flex: 1 }} />
        <BulkActionsMenu selected={selectedRows} />
      </Box>
      <SimpleList<DocumentRow>
        resource="documents"
        rowClick={false}
        empty={<NoDocuments />}
        leftIcon={renderSelect}
        primaryText={renderName}
        secondaryText={(d) => {
          const size = sizeLabel(d.uploaded_file?.file_size, d.fileSize);
          const type = translate(`app.documentForms.document_types.${d.document_type_id}`, { _: '' });
          const parts = [type, d.fileType, size && translate(size.key, { kb: size.kb })].filter(Boolean);
          // each part on one line: a size never breaks between its number and 'kb'
          return parts.map((part, i) => (
            <span key={i} style={NOWRAP}>
              {i > 0 && ' · '}
              {part}
            </span>
          ));
        }}
        tertiaryText={(d) => translate('app.documents.services_count', { smart_count: d.servicesCount })}
        rightIcon={renderActions}
      />
    </>
  );
});
