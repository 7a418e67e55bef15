import { useMemo, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { BulkActionsToolbar, DataTable, downloadCSV, useTranslate, type Exporter } from 'react-admin';
import { SimpleList } from '../../components/PhoneList.tsx';
import { ListBody } from '../../components/ListBody.tsx';
import { PortalListBase } from '../../components/PortalListBase.tsx';
import { selectRowColumn } from '../../components/SelectRowColumn.tsx';
import { SelectCardCheckbox } from '../../components/SelectCardCheckbox.tsx';
import type { UserRecord } from '../../dataProvider/users.ts';
import { UserActionsContext } from './UserActionsContext.ts';
import { USERS_STORE_KEY, useUserActions } from './useUserActions.tsx';
import { UserFilterBar } from './UserFilterBar.tsx';
import { UserBulkMenu } from './UserBulkMenu.tsx';
import { UserRowMenu } from './UserRowMenu.tsx';
import { UserListActions } from './UserListActions.tsx';
import { ScreenTitle } from '../../components/ScreenTitle.tsx';
import { WRAP_LINE } from '../../components/wrapText.ts';

// the spec gives no page size for users: as the documents list
export const USERS_PER_PAGE = 10;

const Col = DataTable.Col<UserRecord>;
const USERS_SORT = { field: 'last_name', order: 'ASC' } as const;

const fullName = (r: UserRecord) => `${r.first_name} ${r.last_name}`;
const renderRowMenu = () => <UserRowMenu />;
const renderCardCheckbox = () => <SelectCardCheckbox<UserRecord> nameOf={fullName} />;
const BULK_BAR = (
  <BulkActionsToolbar>
    <UserBulkMenu />
  </BulkActionsToolbar>
);
// the cards' bar sits in the flow: on a phone the filter bar it would cover is the search box
const CARDS_BAR_CLASS = 'UserCards-bulkBar';
const CARDS_BAR = (
  <BulkActionsToolbar className={CARDS_BAR_CLASS}>
    <UserBulkMenu />
  </BulkActionsToolbar>
);
const CARDS_SX = {
  [`& .${CARDS_BAR_CLASS} .RaBulkActionsToolbar-toolbar`]: { position: 'static', transform: 'none' },
} as const;

export default function UserList() {
  const translate = useTranslate();
  const exporter = useMemo<Exporter<UserRecord>>(
    () => (records) =>
      import('./import/usersCsv.ts').then((m) =>
        downloadCSV(m.usersCsv(records, translate), translate('app.userImport.export_file')),
      ),
    [translate],
  );
  const empty = useMemo(() => <Typography sx={{ p: 3 }}>{translate('app.users.empty')}</Typography>, [translate]);
  const phoneDetails = (r: UserRecord) => (
    <>
      <Box component="span" sx={WRAP_LINE}>
        {r.email}
      </Box>
      {[
        translate(`app.users.role_${r.user_type}`),
        r.access_approved === undefined
          ? null
          : translate(r.access_approved ? 'app.users.access_approved' : 'app.users.access_revoked'),
      ]
        .filter(Boolean)
        .join(' · ')}
    </>
  );
  // one element while the words stay the same, so a filter, sort or page renders only the changed cells
  const table = useMemo(
    () => (
      <DataTable<UserRecord> rowClick={false} bulkActionButtons={false} bulkActionsToolbar={BULK_BAR} empty={empty}>
        {selectRowColumn<UserRecord>(fullName)}
        <Col source="last_name" label="app.users.col_name" render={fullName} />
        <Col source="email" label="app.users.col_email" />
        <Col source="user_type" label="app.users.col_role" render={(r) => translate(`app.users.role_${r.user_type}`)} />
        <Col
          source="access_approved"
          label="app.users.col_access"
          render={(r) =>
            r.access_approved === undefined ? null : (
              <Chip
                size="small"
                color={r.access_approved ? 'success' : 'default'}
                variant={r.access_approved ? 'filled' : 'outlined'}
                label={translate(r.access_approved ? 'app.users.access_approved' : 'app.users.access_revoked')}
              />
            )
          }
        />
        <Col
          source="notify_email"
          label="app.users.col_notify"
          render={(r) => translate(r.notify_email ? 'app.users.notify_on' : 'app.users.notify_off')}
        />
        <Col label="app.users.col_actions" disableSort render={renderRowMenu} />
      </DataTable>
    ),
    [translate, empty],
  );
  const header = useMemo(
    () => (
      <>
        <ScreenTitle title={translate('app.users.header')} />
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 2, mb: 2 }}>
          <Typography variant="h5" component="h1">
            {translate('app.users.header')}
          </Typography>
          <UserListActions />
        </Box>
      </>
    ),
    [translate],
  );
  return (
    <UserActionsScope>
      {/* sort, filters and page in the address and the store, with the selection */}
      <PortalListBase<UserRecord>
        resource="users"
        disableSyncWithLocation={false}
        storeKey={USERS_STORE_KEY}
        perPage={USERS_PER_PAGE}
        sort={USERS_SORT}
        exporter={exporter}
      >
        {header}
        <ListBody
          toolbar={<UserFilterBar />}
          table={
            // react-admin's bulk actions toolbar slides up over the filter bar, outside the card
            <Card sx={{ overflow: 'visible' }}>{table}</Card>
          }
          phone={
            <Card sx={CARDS_SX}>
              {CARDS_BAR}
              <SimpleList<UserRecord>
                rowClick={false}
                leftIcon={renderCardCheckbox}
                primaryText={fullName}
                secondaryText={phoneDetails}
                rightIcon={renderRowMenu}
                empty={empty}
              />
            </Card>
          }
        />
      </PortalListBase>
    </UserActionsScope>
  );
}

/**
 * The row and bulk menus' actions and their dialogs. A component of its own: the actions follow the address
 * (react-admin's data hooks do), and the list's elements above it should not be made again on each change.
 */
function UserActionsScope({ children }: { children: ReactNode }) {
  const { actions, dialogs } = useUserActions();
  return (
    <UserActionsContext.Provider value={actions}>
      {children}
      {dialogs}
    </UserActionsContext.Provider>
  );
}
