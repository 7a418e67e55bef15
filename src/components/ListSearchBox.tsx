import { memo } from 'react';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import SearchIcon from '@mui/icons-material/Search';
import type { SxProps, Theme } from '@mui/material/styles';
import { useTranslate } from 'react-admin';

const SLOT_PROPS = {
  input: {
    startAdornment: (
      <InputAdornment position="start">
        <SearchIcon fontSize="small" />
      </InputAdornment>
    ),
  },
};

/**
 * A list's search box: it filters the rows already loaded as each key is typed. `label` (a catalogue key) names
 * it; with `placeholder` the name is shown inside the empty box instead of above it, as the spec draws the services
 * search. Memoised: with a stable `onChange`, a filter, sort or page change leaves it as it is.
 * Not react-admin's SearchInput: that is a form input of a filter form, which debounces and writes the list
 * context's filters; these lists filter rows already loaded on every key, and the documents list keeps its search in
 * its own list state.
 */
export const ListSearchBox = memo(function ListSearchBox({
  label,
  value,
  onChange,
  placeholder = false,
  fullWidth = false,
  sx,
}: {
  label: string;
  value: string;
  onChange: (text: string) => void;
  placeholder?: boolean;
  fullWidth?: boolean;
  sx?: SxProps<Theme>;
}) {
  const translate = useTranslate();
  const name = translate(label);
  return (
    <TextField
      type="search"
      size="small"
      fullWidth={fullWidth}
      sx={sx}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      {...(placeholder
        ? { placeholder: name, slotProps: { ...SLOT_PROPS, htmlInput: { 'aria-label': name } } }
        : { label: name, slotProps: SLOT_PROPS })}
    />
  );
});
