import { useMemo } from 'react';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import EventRepeatIcon from '@mui/icons-material/EventRepeat';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { PortalDataProvider } from '../dataProvider/index.ts';
import { documentPaths } from '../resources/documents/paths.ts';
import { listAddress } from '../resources/documents/list/listAddress.ts';
import { documentsListQuery } from '../resources/documents/list/documentsQuery.ts';
import { collectionQuery } from '../components/collectionQuery.ts';
import { useReviewClock } from '../components/useReviewClock.ts';
import { countInReviewWindow } from '../shared/review.ts';

const ALL = { kind: 'all' } as const;
const SOON_SX = { px: 2, py: 1, borderTop: 1, borderColor: 'divider' } as const;
/** The documents list with only the documents due for review, or falling due within 30 days (listAddress.ts). */
const DUE_LIST = listAddress(documentPaths.list(), { due: 'overdue' });
const SOON_LIST = listAddress(documentPaths.list(), { due: 30 });
const SOON_DAYS = 30;

/**
 * 'N documents due for review' and 'M documents fall due within 30 days' (beyond the spec), each opening the documents
 * list so filtered. The count comes from the
 * documents list's own query (GET getDocuments, the spec has no count call), so the list then opens on rows kept.
 * It is asked for once the dashboard's own list of services has come (or failed): the whole documents collection
 * is the larger read, and the services are what the dashboard is for.
 */
export function DueForReviewTile() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<PortalDataProvider>();
  // observes the services list's query without reading it a second time
  const services = useQuery({ ...collectionQuery(dataProvider, 'services'), enabled: false });
  const docs = useQuery({ ...documentsListQuery(dataProvider, ALL), enabled: services.status !== 'pending' });
  const { today, months } = useReviewClock();
  const counts = useMemo(
    () =>
      docs.data
        ? {
            due: countInReviewWindow(docs.data.data, 'overdue', { today, months }),
            soon: countInReviewWindow(docs.data.data, SOON_DAYS, { today, months }),
          }
        : null,
    [docs.data, today, months],
  );
  const count = counts?.due ?? null;
  return (
    <Card>
      <CardActionArea component={Link} to={DUE_LIST}>
        <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 3 }}>
          <EventRepeatIcon color={count ? 'warning' : 'primary'} sx={{ fontSize: 40 }} aria-hidden />
          <span>
            <Typography variant="h6" component="span" display="block">
              {count === null
                ? translate('app.review.tile_pending')
                : translate('app.review.tile', { smart_count: count })}
            </Typography>
            <Typography variant="body2" color="text.secondary" component="span" display="block">
              {translate('app.review.tile_period', { months })}
            </Typography>
          </span>
        </CardContent>
      </CardActionArea>
      {counts && (
        <CardActionArea component={Link} to={SOON_LIST} sx={SOON_SX}>
          <Typography variant="body2" component="span">
            {translate('app.review.tile_within', { smart_count: counts.soon, days: SOON_DAYS })}
          </Typography>
        </CardActionArea>
      )}
    </Card>
  );
}
