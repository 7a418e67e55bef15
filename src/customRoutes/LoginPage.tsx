import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import Typography from '@mui/material/Typography';
import { translate as t } from '../i18n/translate.ts';
import { writeAuth } from '../authProvider/storage.ts';
import { LoginError, type LoginFailure } from '../authProvider/loginError.ts';

interface LoginFieldProps {
  label: string;
  name: string;
  type?: string;
  autoComplete: string;
  autoFocus?: boolean;
  value: string;
  onChange: (e: ChangeEvent<HTMLInputElement>) => void;
  error: boolean;
  helperText: string;
}

// Built from TextField's parts: TextField also imports Select and its popover, which the first page a visitor
// loads never shows.
function LoginField({ label, helperText, error, ...input }: LoginFieldProps) {
  const id = useId();
  return (
    <FormControl className="MuiTextField-root" variant="outlined" required error={error}>
      <InputLabel htmlFor={id} id={`${id}-label`}>
        {label}
      </InputLabel>
      <OutlinedInput id={id} label={label} aria-describedby={`${id}-helper-text`} {...input} />
      <FormHelperText id={`${id}-helper-text`}>{helperText}</FormHelperText>
    </FormControl>
  );
}

type Failure = LoginFailure | null;

// outside <Admin>, so the first page a visitor loads stays small
export function LoginPage({ handoffFailed, onSignedIn }: { handoffFailed?: boolean; onSignedIn: () => void }) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [checked, setChecked] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<Failure>(null);
  const [retryAfter, setRetryAfter] = useState(0);
  const [detail, setDetail] = useState('');
  const [modalOpen, setModalOpen] = useState(false);

  const missingUser = checked && username.trim() === '';
  const missingPassword = checked && password === '';

  async function submit(e: FormEvent) {
    e.preventDefault();
    setChecked(true);
    if (username.trim() === '' || password === '') return;
    setBusy(true);
    setFailure(null);
    try {
      // the sign-in call, its schemas and their library load on the first submit: the page shows without them
      const { defaultHttpClient, signIn } = await import('../authProvider/authApi.ts');
      writeAuth(await signIn(defaultHttpClient(), username.trim(), password));
      onSignedIn();
    } catch (err) {
      const reason = err instanceof LoginError ? err.reason : 'network';
      setFailure(reason);
      setRetryAfter(err instanceof LoginError ? err.retryAfter : 0);
      setDetail(err instanceof LoginError ? err.detail : '');
      if (reason === 'invalid') setModalOpen(true);
      setBusy(false);
    }
  }

  return (
    <Box
      sx={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        bgcolor: 'background.default',
        p: 2,
      }}
    >
      <Card component="main" sx={{ width: '100%', maxWidth: 420 }}>
        <CardContent
          component="form"
          noValidate
          onSubmit={submit}
          sx={{ display: 'flex', flexDirection: 'column', gap: 2, p: 4 }}
        >
          <Typography variant="h5" component="h1" textAlign="center">
            {t('app.login.heading')}
          </Typography>
          {handoffFailed && !failure && <Alert severity="warning">{t('app.login.handoff_invalid')}</Alert>}
          {failure === 'invalid' && <Alert severity="error">{t('app.login.invalid')}</Alert>}
          {failure === 'not_super_admin' && <Alert severity="error">{t('app.login.not_super_admin')}</Alert>}
          {failure === 'throttled' && (
            <Alert severity="error">{t('app.login.throttled', { seconds: retryAfter })}</Alert>
          )}
          {failure === 'unreadable' && <Alert severity="error">{detail}</Alert>}
          {failure === 'network' && (
            <Alert severity="error">{t('app.common.request_failed', { reason: 'network' })}</Alert>
          )}
          <LoginField
            label={t('app.login.username')}
            name="username"
            autoComplete="username"
            autoFocus
            value={username}
            onChange={(e) => setUsername(e.target.value)}
            error={missingUser}
            helperText={missingUser ? t('app.common.required') : ' '}
          />
          <LoginField
            label={t('app.login.password')}
            name="password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            error={missingPassword}
            helperText={missingPassword ? t('app.common.required') : ' '}
          />
          <Button type="submit" variant="contained" size="large" disabled={busy}>
            {busy ? t('app.common.please_wait') : t('app.login.submit')}
          </Button>
        </CardContent>
      </Card>
      <Dialog open={modalOpen} onClose={() => setModalOpen(false)} aria-labelledby="login-error">
        <DialogContent>
          <DialogContentText id="login-error">{t('app.login.error_modal')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setModalOpen(false)} autoFocus>
            {t('app.common.ok')}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
