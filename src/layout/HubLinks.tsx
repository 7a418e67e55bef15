import Button from '@mui/material/Button';
import { useTranslate } from 'react-admin';
import { hubLinks } from './hubLinks.ts';

export function HubLinks() {
  const translate = useTranslate();
  return (
    <>
      {hubLinks().map(({ label, href }) => (
        <Button key={label} color="inherit" href={href} target="_blank" rel="noopener noreferrer">
          {translate(label)}
        </Button>
      ))}
    </>
  );
}
