import { memo, useState } from 'react';
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

// Not react-admin's SearchInput, which debounces: these lists filter loaded rows on every key. The box keeps the
// typed text itself, as the list controller takes a new filter a moment later through the address and a key typed
// meanwhile must not be lost. `placeholder`: the name shows inside the empty box (the spec's services search).
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
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  // the texts sent and not yet come back as `value`, oldest first
  const [sent, setSent] = useState<readonly string[]>([]);
  if (value !== shown) {
    setShown(value);
    const at = sent.indexOf(value);
    if (at >= 0) setSent(sent.slice(at + 1));
    else {
      setSent([]);
      setText(value);
    }
  }
  return (
    <TextField
      type="search"
      size="small"
      fullWidth={fullWidth}
      sx={sx}
      value={text}
      onChange={(e) => {
        setText(e.target.value);
        setSent((was) => [...was, e.target.value]);
        onChange(e.target.value);
      }}
      {...(placeholder
        ? { placeholder: name, slotProps: { ...SLOT_PROPS, htmlInput: { 'aria-label': name } } }
        : { label: name, slotProps: SLOT_PROPS })}
    />
  );
});
