import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import { useDataProvider, useTranslate } from 'react-admin';
import type { PortalDataProvider } from '../../dataProvider/index.ts';
import type { Service } from '../../types.ts';
import { documentPaths } from '../documents/paths.ts';
import { COVERAGE_TYPES, coverageOf, gapLink, gapsOf } from './coverage.ts';
import { serviceDocumentsKey } from '../../dataProvider/serviceDocuments.ts';
import { useReviewClock } from '../../components/useReviewClock.ts';

// Beyond the spec: the same answer and query key as the service's document list; a document past its review date
// is not current.
export function CoverageView({ serviceId }: { serviceId: Service['id'] }) {
  const translate = useTranslate();
  const dp = useDataProvider<PortalDataProvider>();
  const docs = useQuery({
    queryKey: serviceDocumentsKey(serviceId),
    queryFn: () => dp.documentsByService(serviceId),
  });
  const review = useReviewClock();
  const rows = useMemo(() => coverageOf(docs.data ?? [], review), [docs.data, review]);
  const gaps = gapsOf(rows);
  const typeName = (t: number) => translate(`app.documentForms.document_types.${t}`);
  const title = translate('app.documentForms.coverage.title');

  return (
    <Box component="section" aria-label={title} sx={{ mt: 3 }}>
      <Typography variant="subtitle1" component="h3">
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate('app.review.coverage_intro', { months: review.months })}
      </Typography>
      {docs.isPending ? (
        <LinearProgress sx={{ my: 2 }} />
      ) : (
        <>
          <Typography variant="body2" sx={{ my: 1 }}>
            {gaps === 0
              ? translate('app.documentForms.coverage.no_gaps')
              : translate('app.documentForms.coverage.gaps', { smart_count: gaps })}
          </Typography>
          {/* a phone scrolls the table, not the page */}
          <TableContainer sx={{ maxWidth: 720 }}>
            <Table size="small" aria-label={title}>
              <TableHead>
                <TableRow>
                  <TableCell>{translate('app.documentForms.coverage.area')}</TableCell>
                  {COVERAGE_TYPES.map((t) => (
                    <TableCell key={t}>{typeName(t)}</TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((r) => (
                  <TableRow key={r.area}>
                    <TableCell component="th" scope="row">
                      {translate('app.services.nqa_tab', { n: r.area })}
                    </TableCell>
                    {COVERAGE_TYPES.map((t) => (
                      <TableCell key={t}>
                        {r.counts[t] > 0 ? (
                          <Chip
                            size="small"
                            color={r.due[t] > 0 ? 'warning' : 'success'}
                            label={
                              r.due[t] > 0
                                ? translate('app.review.coverage_current_due', { current: r.counts[t], due: r.due[t] })
                                : translate('app.documentForms.coverage.covered', { smart_count: r.counts[t] })
                            }
                          />
                        ) : (
                          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                            <Chip
                              size="small"
                              color="warning"
                              label={
                                r.due[t] > 0
                                  ? translate('app.review.coverage_current_due', { current: 0, due: r.due[t] })
                                  : translate('app.documentForms.coverage.missing')
                              }
                            />
                            <Link component={RouterLink} to={gapLink(documentPaths.list(), r.area, t)}>
                              {translate('app.documentForms.coverage.find', { type: typeName(t), n: r.area })}
                            </Link>
                          </Box>
                        )}
                      </TableCell>
                    ))}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        </>
      )}
    </Box>
  );
}
