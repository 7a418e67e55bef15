import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router-dom';
import { useDataProvider, useGetList, useTranslate, type GetListParams } from 'react-admin';
import type { PortalDataProvider } from '../../dataProvider/index.ts';
import type { DocumentRow, DocumentSource } from '../../dataProvider/documents.ts';
import type { UserRecord } from '../../dataProvider/users.ts';
import type { NewsletterRecord } from '../../dataProvider/newsletters.ts';
import type { Service } from '../../types.ts';
import type { ScreenLink } from '../../resources/types.ts';
import { toServiceEdit } from '../../resources/services/paths.ts';
import { toUserEdit } from '../../resources/users/paths.ts';
import { toNewsletterEdit } from '../../resources/newsletters/paths.ts';
import { toDocumentEdit } from '../../resources/documents/paths.ts';
import { SEARCH_PARAM } from '../index.ts';
import { SEARCH_KINDS, normaliseTerm, searchRecords, type SearchKind } from './portalSearch.ts';
import { ScreenTitle } from '../../components/ScreenTitle.tsx';

const SHOWN_PER_GROUP = 25;
const WHOLE_LIST = { page: 1, perPage: 10_000 };

// The same params (so the same query key) as the screens that load the whole list: the term is matched here, so a
// new search fetches nothing again.
const SERVICES_PARAMS: Partial<GetListParams> = {
  pagination: WHOLE_LIST,
  sort: { field: 'name', order: 'ASC' },
  // only services with a portal are listed anywhere in the portal (portal-core §2)
  filter: { has_portal: 1, q: '' },
};
const USERS_PARAMS: Partial<GetListParams> = {
  pagination: WHOLE_LIST,
  sort: { field: 'first_name', order: 'ASC' },
  filter: {},
};
const NEWSLETTERS_PARAMS: Partial<GetListParams> = {
  pagination: WHOLE_LIST,
  sort: { field: 'date', order: 'DESC' },
  filter: {},
};
const ALL_DOCUMENTS: DocumentSource = { kind: 'all' };

interface Hit {
  id: string | number;
  primary: string;
  secondary?: string;
  to: ScreenLink<unknown>;
}

interface Group {
  kind: SearchKind;
  hits: Hit[];
  isPending: boolean;
  error: unknown;
  refetch: () => unknown;
}

export default function SearchResults() {
  const translate = useTranslate();
  const [params] = useSearchParams();
  const term = normaliseTerm(params.get(SEARCH_PARAM));
  const enabled = term !== '';
  const dataProvider = useDataProvider<PortalDataProvider>();

  // a failed group says so at once and offers Retry, rather than retrying unseen for seconds
  const options = { enabled, retry: false } as const;
  const services = useGetList<Service>('services', SERVICES_PARAMS, options);
  const users = useGetList<UserRecord>('users', USERS_PARAMS, options);
  const newsletters = useGetList<NewsletterRecord>('newsletters', NEWSLETTERS_PARAMS, options);
  const documents = useQuery({
    queryKey: ['documents', 'listDocuments', ALL_DOCUMENTS],
    queryFn: () => dataProvider.listDocuments(ALL_DOCUMENTS),
    ...options,
  });

  const groups: Group[] = [
    {
      kind: 'services',
      ...services,
      hits: searchRecords('services', services.data, term).map((s) => ({
        id: s.id,
        primary: s.name,
        secondary: s.primary_email,
        to: toServiceEdit(s),
      })),
    },
    {
      kind: 'users',
      ...users,
      hits: searchRecords('users', users.data, term).map((u) => ({
        id: u.id,
        primary: `${u.first_name} ${u.last_name}`.trim(),
        secondary: u.email,
        to: toUserEdit(u),
      })),
    },
    {
      kind: 'documents',
      ...documents,
      hits: searchRecords<'documents', DocumentRow>('documents', documents.data, term).map((d) => ({
        id: d.id,
        primary: d.filename || d.file_title,
        secondary: [d.categoryName, d.belongsIn].filter(Boolean).join(' · '),
        to: toDocumentEdit(d, { current: !documents.isFetching }),
      })),
    },
    {
      kind: 'newsletters',
      ...newsletters,
      hits: searchRecords('newsletters', newsletters.data, term).map((n) => ({
        id: n.id,
        primary: n.title,
        secondary: translate(`app.newsletters.categories.${n.category}`),
        to: toNewsletterEdit(n),
      })),
    },
  ];
  const byKind = new Map(groups.map((g) => [g.kind, g]));

  return (
    <Box sx={{ mt: 2 }}>
      <ScreenTitle title={translate('app.search.title')} />
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {term ? translate('app.search.heading', { term }) : translate('app.search.title')}
      </Typography>
      {!term ? (
        <Typography>{translate('app.search.no_term')}</Typography>
      ) : (
        SEARCH_KINDS.map((kind) => <ResultGroup key={kind} group={byKind.get(kind)!} />)
      )}
    </Box>
  );
}

function ResultGroup({ group }: { group: Group }) {
  const translate = useTranslate();
  const { kind, hits, isPending, error, refetch } = group;
  const headingId = `search-group-${kind}`;
  let body: ReactNode;
  if (error) {
    const reason = error instanceof Error ? error.message : String(error);
    body = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void refetch()}>
            {translate('app.search.retry')}
          </Button>
        }
      >
        {translate('app.search.load_failed', { reason: translate(reason, { _: reason }) })}
      </Alert>
    );
  } else if (isPending) {
    body = <LinearProgress />;
  } else if (hits.length === 0) {
    body = <Typography sx={{ px: 2, py: 1.5 }}>{translate('app.search.none')}</Typography>;
  } else {
    body = (
      <>
        <List dense aria-labelledby={headingId}>
          {hits.slice(0, SHOWN_PER_GROUP).map((hit) => (
            <ListItem key={hit.id} disablePadding>
              <ListItemButton component={Link} to={hit.to} state={hit.to.state}>
                <ListItemText primary={hit.primary} secondary={hit.secondary} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
        {hits.length > SHOWN_PER_GROUP && (
          <Typography variant="body2" color="text.secondary" sx={{ px: 2, pb: 1.5 }}>
            {translate('app.search.showing_first', { shown: SHOWN_PER_GROUP, total: hits.length })}
          </Typography>
        )}
      </>
    );
  }
  return (
    <Card component="section" aria-labelledby={headingId} sx={{ mb: 2 }}>
      <Typography id={headingId} variant="h6" component="h2" sx={{ px: 2, pt: 1.5 }}>
        {translate(`app.search.groups.${kind}`)}
        {!isPending && !error && (
          <Typography component="span" variant="body2" color="text.secondary" sx={{ ml: 1 }}>
            {translate('app.search.count', { smart_count: hits.length })}
          </Typography>
        )}
      </Typography>
      {body}
    </Card>
  );
}
