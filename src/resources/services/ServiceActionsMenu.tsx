import { useState } from 'react';
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
import { toServiceEdit } from './index.ts';

/**
 * The row's actions menu, opening on mouse hover as the spec asks (and on click or keyboard for everyone else).
 * Edit and View are active; Delete and Cancel subscription only explain, in a modal, that subscriptions are
 * managed in The Hub.
 */
export function ServiceActionsMenu() {
  const record = useRecordContext<Service>();
  const translate = useTranslate();
  const navigate = useNavigate();
  const { viewAsService, busy } = useViewAsService();
  const [hubOpen, setHubOpen] = useState(false);
  if (!record) return null;
  const inactive = () => setHubOpen(true);

  return (
    <>
      <ActionsMenu
        openOnHover
        label={translate('app.services.actions_for', { name: record.name })}
        items={[
          {
            label: 'app.services.edit_details',
            icon: <EditIcon fontSize="small" />,
            onClick: () => {
              const to = toServiceEdit(record);
              navigate(to, { state: to.state });
            },
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
            onClick: inactive,
          },
          {
            label: 'app.services.cancel_subscription',
            icon: <CancelOutlinedIcon fontSize="small" />,
            hint: 'app.services.inactive_hint',
            tone: 'inactive',
            onClick: inactive,
          },
        ]}
      />
      <HubDialog open={hubOpen} onClose={() => setHubOpen(false)} />
    </>
  );
}
