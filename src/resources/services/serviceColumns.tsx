import type { ReactNode } from 'react';
import MuiLink from '@mui/material/Link';
import Box from '@mui/material/Box';
import { DataTable, useTranslate } from 'react-admin';
import { SimpleList } from '../../components/PhoneList.tsx';
import { Link } from 'react-router-dom';
import type { Service } from '../../types.ts';
import { ServiceTypeField, serviceTypeKey } from './ServiceTypeField.tsx';
import { AccountOwnerField } from './AccountOwnerField.tsx';
import { toServiceEdit } from './paths.ts';
import { WRAP_ANYWHERE, WRAP_LINE } from '../../components/wrapText.ts';

// shared by All services and the dashboard's List of Services (only has_portal = 1, portal-core §2)
export const SERVICES_SORT = { field: 'name', order: 'ASC' } as const;
export const PORTAL_SERVICES = { has_portal: 1 } as const;

// column builders, called not rendered: DataTable reads its columns' props from its direct children
const NOWRAP = { whiteSpace: 'nowrap' } as const;
const nowrap = () => NOWRAP;

export const serviceTypeColumn = () => (
  <DataTable.Col
    source="service_type_id"
    label="app.services.col_type"
    disableSort
    field={ServiceTypeField}
    cellSx={nowrap}
  />
);

const renderNameLink = (record: Service) => {
  const to = toServiceEdit(record);
  return (
    <MuiLink component={Link} to={to} state={to.state} underline="hover">
      {record.name}
    </MuiLink>
  );
};
const NAME_CELL_SX = { minWidth: 220, fontWeight: 500 } as const;
const nameCellSx = () => NAME_CELL_SX;

export const serviceNameColumn = ({ link }: { link?: boolean } = {}) => (
  <DataTable.Col<Service>
    source="name"
    label="app.services.col_name"
    render={link ? renderNameLink : undefined}
    cellSx={nameCellSx}
  />
);

export const serviceOwnerColumns = () => [
  <DataTable.Col
    key="owner"
    source="admin_name"
    label="app.services.col_owner"
    disableSort
    field={AccountOwnerField}
  />,
  <DataTable.Col key="email" source="primary_email" label="app.services.col_admin_email" disableSort />,
];

const CARDS_SX = { '& .MuiListItemText-primary': WRAP_ANYWHERE } as const;

export function ServiceCards({
  actions,
  empty,
  link,
}: {
  actions?: (record: Service) => ReactNode;
  empty?: ReactNode;
  link?: boolean;
}) {
  const translate = useTranslate();
  return (
    <SimpleList<Service>
      rowClick={false}
      primaryText={link ? renderNameLink : (s) => s.name}
      // on a line of its own: as react-admin's tertiary text a long address was cut off at its start on a phone
      secondaryText={(s) => (
        <>
          <Box component="span" sx={WRAP_LINE}>
            {s.primary_email}
          </Box>
          {`${translate(serviceTypeKey(s.service_type_id))} · ${s.admin_name ?? ''}`}
        </>
      )}
      rightIcon={actions}
      empty={empty}
      sx={CARDS_SX}
    />
  );
}
