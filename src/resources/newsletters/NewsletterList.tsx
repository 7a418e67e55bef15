import { useMemo } from 'react';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { DataTable, useTranslate } from 'react-admin';
import { SimpleList } from '../../components/PhoneList.tsx';
import { AuthImage } from '../../components/AuthImage.tsx';
import { ListBody } from '../../components/ListBody.tsx';
import { PortalListBase } from '../../components/PortalListBase.tsx';
import { PAGE_SIZE, sizeInKb } from '../../shared/constants.ts';
import { formatDate } from '../../shared/dates.ts';
import type { NewsletterRecord } from '../../dataProvider/newsletters.ts';
import { NewsletterRowMenu } from './NewsletterRowMenu.tsx';

const Col = DataTable.Col<NewsletterRecord>;
const NEWSLETTERS_SORT = { field: 'date', order: 'DESC' } as const;
const renderRowMenu = () => <NewsletterRowMenu />;
const renderThumbnail = (r: NewsletterRecord) => (
  <AuthImage src={r.thumbnail_url} alt={r.thumbnail_label} width={84} height={60} />
);

// 'Previous newslettters' is the spec's spelling
export function NewsletterList() {
  const translate = useTranslate();
  // the same elements while the words stay the same, so a sort or page renders only the changed cells
  const { empty, categoryOf, table } = useMemo(() => {
    const empty = <Typography sx={{ p: 3 }}>{translate('app.newsletters.empty')}</Typography>;
    const categoryOf = (r: NewsletterRecord) => translate(`app.newsletters.categories.${r.category}`);
    const table = (
      <DataTable<NewsletterRecord> rowClick={false} bulkActionButtons={false} empty={empty}>
        <Col label="app.newsletters.col_thumbnail" disableSort render={renderThumbnail} />
        <Col source="title" label="app.newsletters.col_title" />
        <Col source="category" label="app.newsletters.col_category" render={categoryOf} />
        <Col source="date" label="app.newsletters.col_date" render={(r) => formatDate(r.date)} />
        <Col
          source="size"
          label="app.newsletters.col_size"
          render={(r) => translate('app.newsletters.size_kb', { size: sizeInKb(r.size) })}
        />
        <Col label="app.newsletters.col_actions" disableSort render={renderRowMenu} />
      </DataTable>
    );
    return { empty, categoryOf, table };
  }, [translate]);
  return (
    <>
      <Typography variant="h6" component="h2" sx={{ mt: 4, mb: 1 }}>
        {translate('app.newsletters.list_heading')}
      </Typography>
      <Card>
        <PortalListBase<NewsletterRecord>
          resource="newsletters"
          disableSyncWithLocation={false}
          perPage={PAGE_SIZE.newsletters}
          sort={NEWSLETTERS_SORT}
          exporter={false}
        >
          <ListBody
            table={table}
            phone={
              <SimpleList<NewsletterRecord>
                rowClick={false}
                leftAvatar={renderThumbnail}
                primaryText={(r) => r.title}
                secondaryText={(r) => `${categoryOf(r)} · ${formatDate(r.date)}`}
                tertiaryText={(r) => translate('app.newsletters.size_kb', { size: sizeInKb(r.size) })}
                rightIcon={renderRowMenu}
                empty={empty}
              />
            }
          />
        </PortalListBase>
      </Card>
    </>
  );
}
