import type { SxProps, Theme } from '@mui/material/styles';
import { FILE_TYPES } from '../shared/constants.ts';
import { IdMultiSelect } from './IdMultiSelect.tsx';

const FILE_TYPE_CHOICES = FILE_TYPES.map((id) => ({ id, name: `app.services.file_types.${id}` }));

export function FileTypeSelect(props: {
  label: string;
  value: number[];
  onChange: (ids: number[]) => void;
  sx?: SxProps<Theme>;
}) {
  return <IdMultiSelect {...props} choices={FILE_TYPE_CHOICES} sx={props.sx ?? {}} />;
}
