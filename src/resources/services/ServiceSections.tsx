import type { ReactNode } from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useTranslate } from 'react-admin';
import { ServiceDetailsForm } from './ServiceDetailsForm.tsx';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Accordion defaultExpanded disableGutters slotProps={{ transition: { unmountOnExit: false } }}>
      <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls={`${id}-content`} id={`${id}-header`}>
        <Typography variant="h6" component="h2">
          {translate(title)}
        </Typography>
      </AccordionSummary>
      {/* MUI gives the accordion's region the summary's aria-controls as its id: the details must not repeat it */}
      <AccordionDetails>{children}</AccordionDetails>
    </Accordion>
  );
}

// all open, so nothing is hidden at first sight; the create page gets the save-first notice, not the sections' code
export function ServiceSections({
  branding,
  collections,
  documents,
}: {
  branding: ReactNode;
  collections: ReactNode;
  documents: ReactNode;
}) {
  return (
    <>
      <Section id="service-details" title="app.services.accordion_details">
        <ServiceDetailsForm />
      </Section>
      <Section id="service-branding" title="app.services.accordion_personalise">
        {branding}
      </Section>
      <Section id="service-collections" title="app.services.accordion_collections">
        {collections}
      </Section>
      <Section id="service-documents" title="app.services.accordion_documents">
        {documents}
      </Section>
    </>
  );
}
