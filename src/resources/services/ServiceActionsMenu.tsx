import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import EditIcon from '@mui/icons-material/Edit';
import VisibilityIcon from '@mui/icons-material/Visibility';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import CancelOutlinedIcon from '@mui/icons-material/CancelOutlined';
import { useRecordContext, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { Service } from '../../types.ts';
import { ActionsMenu } from '../../components/ActionsMenu.tsx';
import { useViewAsService } from './useViewAsService.ts';
import { HubDialog } from './HubDialog.tsx';
import { toServiceEdit } from './paths.ts';

interface ServiceRowActions {
  edit: (service: Service) => void;
  viewAsService: (service: Service) => void;
  busy: boolean;
  showHub: () => void;
}

const ServiceRowActionsContext = createContext<ServiceRowActions | null>(null);

// held once for the list rather than a mutation observer, router subscription and closed Dialog per row
export function ServiceRowActionsProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const { viewAsService, busy } = useViewAsService();
  // null until first asked for, then kept mounted so it still fades out as it closes
  const [hubOpen, setHubOpen] = useState<boolean | null>(null);
  const edit = useCallback(
    (service: Service) => {
      const to = toServiceEdit(service);
      navigate(to, { state: to.state });
    },
    [navigate],
  );
  const showHub = useCallback(() => setHubOpen(true), []);
  const value = useMemo(() => ({ edit, viewAsService, busy, showHub }), [edit, viewAsService, busy, showHub]);
  return (
    <ServiceRowActionsContext.Provider value={value}>
      {children}
      {hubOpen !== null && <HubDialog open={hubOpen} onClose={() => setHubOpen(false)} />}
    </ServiceRowActionsContext.Provider>
  );
}

// opens on hover as the spec asks, and on click or keyboard for everyone else
export function ServiceActionsMenu() {
  const record = useRecordContext<Service>();
  const translate = useTranslate();
  const actions = useContext(ServiceRowActionsContext);
  if (!actions) throw new Error('ServiceActionsMenu must be used inside a ServiceRowActionsProvider');
  if (!record) return null;
  const { edit, viewAsService, busy, showHub } = actions;

  return (
    <ActionsMenu
      openOnHover
      label={translate('app.services.actions_for', { name: record.name })}
      items={[
        {
          label: 'app.services.edit_details',
          icon: <EditIcon fontSize="small" />,
          onClick: () => edit(record),
        },
        {
          label: 'app.services.view_as_service',
          icon: <VisibilityIcon fontSize="small" />,
          disabled: busy,
          onClick: () => viewAsService(record),
        },
        {
          label: 'app.services.delete_service',
          icon: <DeleteOutlineIcon fontSize="small" />,
          hint: 'app.services.inactive_hint',
          tone: 'inactive',
          onClick: showHub,
        },
        {
          label: 'app.services.cancel_subscription',
          icon: <CancelOutlinedIcon fontSize="small" />,
          hint: 'app.services.inactive_hint',
          tone: 'inactive',
          onClick: showHub,
        },
      ]}
    />
  );
}
