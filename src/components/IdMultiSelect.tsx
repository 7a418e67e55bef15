import { memo, useId } from 'react';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import type { SxProps, Theme } from '@mui/material/styles';
import { useTranslate } from 'react-admin';

const FORM_SX = { minWidth: 180 } as const;

export const IdMultiSelect = memo(function IdMultiSelect({
  label,
  choices,
  value,
  onChange,
  sx = FORM_SX,
}: {
  label: string;
  choices: readonly { id: number; name: string }[];
  value: number[];
  onChange: (ids: number[]) => void;
  sx?: SxProps<Theme>;
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
        {choices.map((c) => (
          <MenuItem key={c.id} value={c.id}>
            <Checkbox size="small" checked={value.includes(c.id)} />
            <ListItemText primary={translate(c.name)} />
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
});
