import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { DataTable, ListBase, useTranslate } from 'react-admin';
import { ListPagination } from '../../components/ListPagination.tsx';
import { AuthImage } from '../../components/AuthImage.tsx';
import { PAGE_SIZE, sizeInKb } from '../../shared/constants.ts';
import { formatDate } from '../../shared/dates.ts';
import type { NewsletterRecord } from '../../dataProvider/newsletters.ts';
import { NewsletterRowMenu } from './NewsletterRowMenu.tsx';

const Col = DataTable.Col<NewsletterRecord>;

/** 'Previous newslettters' (the spec's spelling): 8 per page, newest first, size in kB, row menu. */
export function NewsletterList() {
  const translate = useTranslate();
  return (
    <>
      <Typography variant="h6" component="h2" sx={{ mt: 4, mb: 1 }}>
        {translate('app.newsletters.list_heading')}
      </Typography>
      <ListBase
        resource="newsletters"
        perPage={PAGE_SIZE.newsletters}
        sort={{ field: 'date', order: 'DESC' }}
        disableSyncWithLocation
      >
        <Card>
          <DataTable<NewsletterRecord>
            rowClick={false}
            bulkActionButtons={false}
            empty={<Typography sx={{ p: 3 }}>{translate('app.newsletters.empty')}</Typography>}
          >
            <Col
              label="app.newsletters.col_thumbnail"
              disableSort
              render={(r) => <AuthImage src={r.thumbnail_url} alt={r.thumbnail_label} width={84} height={60} />}
            />
            <Col source="title" label="app.newsletters.col_title" />
            <Col
              source="category"
              label="app.newsletters.col_category"
              render={(r) => translate(`app.newsletters.categories.${r.category}`)}
            />
            <Col source="date" label="app.newsletters.col_date" render={(r) => formatDate(r.date)} />
            <Col
              source="size"
              label="app.newsletters.col_size"
              render={(r) => translate('app.newsletters.size_kb', { size: sizeInKb(r.size) })}
            />
            <Col label="app.newsletters.col_actions" disableSort render={() => <NewsletterRowMenu />} />
          </DataTable>
          <ListPagination />
        </Card>
      </ListBase>
    </>
  );
}
