import { memo, useId } from 'react';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import ListItemText from '@mui/material/ListItemText';
import MenuItem, { type MenuItemProps } from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import type { SxProps, Theme } from '@mui/material/styles';
import { useTranslate } from 'react-admin';
import { useHoverIntent } from './intent.ts';
import { toggled } from '../shared/ids.ts';

const FORM_SX = { minWidth: 180 } as const;

/**
 * A choice that tells `onIntent` when a mouse or pen pointer rests on it, or presses it (intent.ts): what choosing it
 * will show can be on its way before the click. MUI's Select gives its children their value, selection and
 * handlers, which go on to the MenuItem.
 */
function IntentMenuItem({ onIntent, ...props }: MenuItemProps & { onIntent: () => void }) {
  return <MenuItem {...props} {...useHoverIntent(onIntent)} />;
}

/**
 * A multi-select of ids named by catalogue keys: the documents list's document type and service type filters, and
 * the file type filter (FileTypeSelect). `onIntent` hears the ids a choice would give, when the pointer rests on
 * it (a filter with its own endpoint asks for that answer ahead).
 */
export const IdMultiSelect = memo(function IdMultiSelect({
  label,
  choices,
  value,
  onChange,
  sx = FORM_SX,
  onIntent,
}: {
  label: string;
  choices: readonly { id: number; name: string }[];
  value: number[];
  onChange: (ids: number[]) => void;
  sx?: SxProps<Theme>;
  onIntent?: (ids: number[]) => void;
}) {
  const translate = useTranslate();
  const labelId = useId();
  const name = (id: number) => translate(choices.find((c) => c.id === id)?.name ?? String(id));
  return (
    <FormControl size="small" sx={sx}>
      <InputLabel id={labelId}>{translate(label)}</InputLabel>
      <Select
        labelId={labelId}
        label={translate(label)}
        multiple
        value={value}
        onChange={(e) => {
          const v = e.target.value;
          onChange(typeof v === 'string' ? v.split(',').map(Number) : v);
        }}
        renderValue={(sel) => sel.map(name).join(', ')}
      >
        {choices.map((c) => {
          const content = [
            <Checkbox key="box" size="small" checked={value.includes(c.id)} />,
            <ListItemText key="text" primary={translate(c.name)} />,
          ];
          if (!onIntent)
            return (
              <MenuItem key={c.id} value={c.id}>
                {content}
              </MenuItem>
            );
          return (
            <IntentMenuItem key={c.id} value={c.id} onIntent={() => onIntent(toggled(value, c.id))}>
              {content}
            </IntentMenuItem>
          );
        })}
      </Select>
    </FormControl>
  );
});
