import { useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Popover from '@mui/material/Popover';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import BookmarksIcon from '@mui/icons-material/BookmarksOutlined';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import {
  useGetIdentity,
  useListContext,
  useNotify,
  useStore,
  useTranslate,
  type FilterPayload,
  type Identifier,
  type SortPayload,
} from 'react-admin';

export interface SavedView {
  name: string;
  filter: FilterPayload;
  sort: SortPayload;
}

const sameFilters = (a: FilterPayload, b: FilterPayload) => {
  const text = (f: FilterPayload) => JSON.stringify(Object.entries(f).sort(([x], [y]) => x.localeCompare(y)));
  return text(a) === text(b);
};

const LIST_SX = { minWidth: 280, maxHeight: 320, overflow: 'auto' } as const;
const TITLE_ID = 'save-view-title';

// Not react-admin's <SavedQueriesList>: it does not restore the sort, and keys its store by resource, not by user.
export function SavedViews({ list }: { list: string }) {
  const { data: identity } = useGetIdentity();
  if (identity?.id === undefined) return null;
  return <SavedViewsMenu list={list} userId={identity.id} />;
}

function SavedViewsMenu({ list, userId }: { list: string; userId: Identifier }) {
  const translate = useTranslate();
  const notify = useNotify();
  const { filterValues, setFilters, sort, setSort } = useListContext();
  const [views, setViews] = useStore<SavedView[]>(`savedViews.${String(userId)}.${list}`, []);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [saving, setSaving] = useState(false);
  // The sort is set once the new filters have been taken: a list whose params live in react-admin's store computes
  // each change from the value it last rendered, so a second change in the same tick would undo the first.
  const pendingSort = useRef<SortPayload | null>(null);
  useEffect(() => {
    const next = pendingSort.current;
    pendingSort.current = null;
    if (next) setSort(next);
  }, [filterValues, setSort]);

  const open = (view: SavedView) => {
    setAnchor(null);
    if (sameFilters(view.filter, filterValues)) {
      setSort(view.sort);
      return;
    }
    pendingSort.current = view.sort;
    setFilters(view.filter, {});
  };
  const remove = (view: SavedView) => {
    setViews(views.filter((v) => v.name !== view.name));
    notify('app.savedViews.deleted', { messageArgs: { name: view.name } });
  };
  const save = (name: string) => {
    const view = { name, filter: filterValues, sort };
    setViews([...views.filter((v) => v.name !== name), view].sort((a, b) => a.name.localeCompare(b.name)));
    setSaving(false);
    notify('app.savedViews.saved', { type: 'success', messageArgs: { name } });
  };

  return (
    <>
      <Button
        variant="outlined"
        startIcon={<BookmarksIcon />}
        aria-haspopup="dialog"
        aria-expanded={!!anchor}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        {translate('app.savedViews.menu')}
      </Button>
      <Popover
        open={!!anchor}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{ paper: { role: 'dialog', 'aria-label': translate('app.savedViews.menu') } }}
      >
        {views.length === 0 ? (
          <Typography variant="body2" color="text.secondary" sx={{ px: 2, pt: 2 }}>
            {translate('app.savedViews.none')}
          </Typography>
        ) : (
          <List dense sx={LIST_SX} aria-label={translate('app.savedViews.menu')}>
            {views.map((v) => (
              <ListItem
                key={v.name}
                disablePadding
                secondaryAction={
                  <IconButton
                    edge="end"
                    size="small"
                    aria-label={translate('app.savedViews.delete', { name: v.name })}
                    onClick={() => remove(v)}
                  >
                    <DeleteIcon fontSize="small" />
                  </IconButton>
                }
              >
                <ListItemButton aria-label={translate('app.savedViews.open', { name: v.name })} onClick={() => open(v)}>
                  <ListItemText primary={v.name} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        )}
        <Box sx={{ p: 1 }}>
          <Button
            size="small"
            onClick={() => {
              setAnchor(null);
              setSaving(true);
            }}
          >
            {translate('app.savedViews.save')}
          </Button>
        </Box>
      </Popover>
      {saving && <SaveViewDialog names={views.map((v) => v.name)} onSave={save} onClose={() => setSaving(false)} />}
    </>
  );
}

function SaveViewDialog({
  names,
  onSave,
  onClose,
}: {
  names: string[];
  onSave: (name: string) => void;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const [name, setName] = useState('');
  const [tried, setTried] = useState(false);
  const trimmed = name.trim();
  const replaces = names.includes(trimmed);
  const submit = () => {
    setTried(true);
    if (trimmed) onSave(trimmed);
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby={TITLE_ID}>
      <Box
        component="form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <DialogTitle id={TITLE_ID}>{translate('app.savedViews.save_title')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{translate('app.savedViews.save_help')}</DialogContentText>
          <TextField
            autoFocus
            required
            fullWidth
            margin="normal"
            label={translate('app.savedViews.name')}
            value={name}
            onChange={(e) => setName(e.target.value)}
            error={tried && !trimmed}
            helperText={
              tried && !trimmed
                ? translate('app.savedViews.name_required')
                : replaces
                  ? translate('app.savedViews.replaces')
                  : ' '
            }
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('app.common.cancel')}</Button>
          <Button type="submit" variant="contained">
            {translate('app.savedViews.confirm')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
