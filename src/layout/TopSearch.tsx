import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import InputBase from '@mui/material/InputBase';
import SearchIcon from '@mui/icons-material/Search';
import { useTranslate } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';
import { SEARCH_PARAM, customPaths, searchPath } from '../customRoutes/index.ts';
import { normaliseTerm } from '../customRoutes/search/portalSearch.ts';

export function TopSearch({ inDrawer = false, onSearched }: { inDrawer?: boolean; onSearched?: () => void }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const location = useLocation();
  const current =
    location.pathname === customPaths.search ? (new URLSearchParams(location.search).get(SEARCH_PARAM) ?? '') : '';
  const [term, setTerm] = useState(current);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const q = normaliseTerm(term);
    if (!q) return;
    navigate(searchPath(q));
    onSearched?.();
  };

  return (
    <Box
      component="form"
      role="search"
      onSubmit={submit}
      sx={{
        display: 'flex',
        alignItems: 'center',
        borderRadius: 1,
        px: 1,
        ...(inDrawer
          ? { m: 1, border: 1, borderColor: 'divider' }
          : { bgcolor: 'rgba(255,255,255,0.15)', mr: 2, width: 340 }),
      }}
    >
      <SearchIcon fontSize="small" aria-hidden />
      <InputBase
        sx={{ color: 'inherit', ml: 1, flex: 1, px: 0.5 }}
        placeholder={translate('app.topbar.search_placeholder')}
        inputProps={{ 'aria-label': translate('app.topbar.search_label'), type: 'search', enterKeyHint: 'search' }}
        value={term}
        onChange={(e) => setTerm(e.target.value)}
      />
    </Box>
  );
}
