import { Title, useTranslate } from 'react-admin';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';

/** A route a later issue builds shows this clear note until then. `title` is a catalogue key. */
export default function Placeholder({ title: titleKey }: { title: string }) {
  const translate = useTranslate();
  const title = translate(titleKey);
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={title} />
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>
          {title}
        </Typography>
        <Typography color="text.secondary">{translate('app.common.placeholder_route')}</Typography>
      </CardContent>
    </Card>
  );
}
