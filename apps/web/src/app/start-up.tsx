// Start-up (spec part 2 §2): runtime config, then the application's client token, before anything renders.
import { languageOf } from '@merchant-portal/contracts/i18n/languages';
import { MESSAGES } from '@merchant-portal/contracts/messages';
import Typography from '@mui/material/Typography';
import { useEffect, useState, type ReactNode } from 'react';
import { CenteredProgress } from '../components/centered-progress';
import { setConfig } from '../lib/config';
import { fetchRuntimeConfig, renewClientToken } from '../lib/http';
import { i18n, storedLanguage, switchLanguage } from '../lib/i18n';

let startUpOnce: Promise<void> | null = null;

/** Runs once per page load, however often the component mounts. */
function startUp(): Promise<void> {
  startUpOnce ??= (async () => {
    const config = await fetchRuntimeConfig();
    setConfig(config);
    const chosen = storedLanguage();
    await switchLanguage(chosen ?? languageOf(config.lang), { isChoice: chosen !== null });
    document.title = i18n.t('{{bankName}} Merchant Portal', { bankName: config.bankName });
    await renewClientToken();
  })();
  return startUpOnce;
}

export function StartUp({ children }: { children: ReactNode }) {
  const [state, setState] = useState<'running' | 'ready' | 'failed'>('running');

  useEffect(() => {
    let isCurrent = true;
    startUp().then(
      () => isCurrent && setState('ready'),
      (error: unknown) => {
        console.error('Start-up failed', error);
        if (isCurrent) setState('failed');
      },
    );
    return () => {
      isCurrent = false;
    };
  }, []);

  if (state === 'running') return <CenteredProgress />;
  if (state === 'failed') {
    return (
      <Typography role="alert" variant="h2" component="p" sx={{ p: 4, textAlign: 'center' }}>
        {i18n.t(MESSAGES.clientUnauthorized)}
      </Typography>
    );
  }
  return children;
}
