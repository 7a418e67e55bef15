import Button from '@mui/material/Button';
import { useTranslate } from 'react-admin';
import { hubLinks } from './hubLinks.ts';

/** Messages, Subscriptions (The Hub) and Help as app-bar buttons; each opens in a new tab. */
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
