import { useId } from 'react';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import type { SxProps, Theme } from '@mui/material/styles';
import { useTranslate } from 'react-admin';
import { FILE_TYPES } from '../shared/constants.ts';

/** The file type filter (spec §5: multi-select, 1 Generated … 6 PDF), shared by the documents list and a service's documents. */
export function FileTypeSelect({
  label,
  value,
  onChange,
  sx,
}: {
  label: string;
  value: number[];
  onChange: (ids: number[]) => void;
  sx?: SxProps<Theme>;
}) {
  const translate = useTranslate();
  const labelId = useId();
  const name = (id: number) => translate(`app.services.file_types.${id}`);
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
        {FILE_TYPES.map((t) => (
          <MenuItem key={t} value={t}>
            <Checkbox size="small" checked={value.includes(t)} />
            <ListItemText primary={name(t)} />
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}
