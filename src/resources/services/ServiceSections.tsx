import { lazy, type ReactNode } from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useRecordContext, useTranslate } from 'react-admin';
import type { Service } from '../../types.ts';
import { ServiceDetailsForm } from './ServiceDetailsForm.tsx';
import { SaveFirstNotice } from './SaveFirstNotice.tsx';
import { LazyPart } from '../../components/lazyParts.tsx';

const BrandingSection = lazy(() => import('./BrandingSection.tsx').then((m) => ({ default: m.BrandingSection })));
const CollectionsSection = lazy(() =>
  import('./CollectionsSection.tsx').then((m) => ({ default: m.CollectionsSection })),
);
const ServiceDocumentsSection = lazy(() =>
  import('./ServiceDocumentsSection.tsx').then((m) => ({ default: m.ServiceDocumentsSection })),
);

/**
 * Branding, collections and documents need a saved service: on /create-new-service they show only the notice (each
 * section also says so itself), and their code (drop zone, collection viewer, coverage table) loads when a saved
 * service is shown.
 */
function SavedServiceOnly({ children }: { children: ReactNode }) {
  const record = useRecordContext<Service>();
  return record?.id ? <LazyPart>{children}</LazyPart> : <SaveFirstNotice />;
}

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

/** The create and edit pages' accordions, in the spec's order; all open, so nothing is hidden at first sight. */
export function ServiceSections() {
  return (
    <>
      <Section id="service-details" title="app.services.accordion_details">
        <ServiceDetailsForm />
      </Section>
      <Section id="service-branding" title="app.services.accordion_personalise">
        <SavedServiceOnly>
          <BrandingSection />
        </SavedServiceOnly>
      </Section>
      <Section id="service-collections" title="app.services.accordion_collections">
        <SavedServiceOnly>
          <CollectionsSection />
        </SavedServiceOnly>
      </Section>
      <Section id="service-documents" title="app.services.accordion_documents">
        <SavedServiceOnly>
          <ServiceDocumentsSection />
        </SavedServiceOnly>
      </Section>
    </>
  );
}
