import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import NoteAddIcon from '@mui/icons-material/NoteAdd';
import FolderOpenIcon from '@mui/icons-material/FolderOpen';
import StoreIcon from '@mui/icons-material/Store';
import type { SvgIconComponent } from '@mui/icons-material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { DashboardServiceList } from './DashboardServiceList.tsx';
import { DueForReviewTile } from './DueForReviewTile.tsx';
import { documentPaths } from '../resources/documents/paths.ts';
import { servicePaths } from '../resources/services/paths.ts';
import { ScreenTitle } from '../components/ScreenTitle.tsx';

const TILES: { label: string; to: string; Icon: SvgIconComponent }[] = [
  { label: 'app.dashboard.tile_new_document', to: documentPaths.create(), Icon: NoteAddIcon },
  { label: 'app.dashboard.tile_view_documents', to: documentPaths.list(), Icon: FolderOpenIcon },
  { label: 'app.dashboard.tile_view_services', to: servicePaths.list(), Icon: StoreIcon },
];

export default function Dashboard() {
  const translate = useTranslate();
  return (
    <Box sx={{ mt: 2, display: 'flex', flexDirection: 'column', gap: 3 }}>
      <ScreenTitle title="app.dashboard.header" />
      <Box>
        <Typography variant="h4" component="h1">
          {translate('app.dashboard.header')}
        </Typography>
        <Typography color="text.secondary">{translate('app.dashboard.welcome')}</Typography>
      </Box>
      <Box
        component="nav"
        aria-label={translate('app.dashboard.tiles_label')}
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' } }}
      >
        {TILES.map(({ label, to, Icon }) => (
          <Card key={to}>
            <CardActionArea component={Link} to={to} sx={{ height: '100%' }}>
              <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 3 }}>
                <Icon color="primary" sx={{ fontSize: 40 }} aria-hidden />
                <Typography variant="h6" component="span">
                  {translate(label)}
                </Typography>
              </CardContent>
            </CardActionArea>
          </Card>
        ))}
        <DueForReviewTile />
      </Box>
      <DashboardServiceList />
    </Box>
  );
}
