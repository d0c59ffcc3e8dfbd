import { Button } from '@chakra-ui/react';
import { Download } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { notify } from '../../lib/toaster';
import { useInstall } from './install-context';

// Only iOS Safari needs the how-to; its popover code loads there alone, not on every first visit.
const IosInstallHowTo = lazy(() =>
  import('./ios-install-how-to').then((m) => ({ default: m.IosInstallHowTo })),
);

/**
 * 'Install app' in the header: Chromium's own dialog when the browser offered it, otherwise on
 * iOS Safari (which has no prompt) a short how-to; nothing at all once installed.
 */
export function InstallAction() {
  const canPrompt = useInstall((s) => s.canPrompt);
  const showIosHowTo = useInstall((s) => s.showIosHowTo);
  const promptInstall = useInstall((s) => s.promptInstall);

  if (canPrompt) {
    return (
      <Button
        size="sm"
        variant="outline"
        colorPalette="teal"
        onClick={() => {
          promptInstall().catch((error: unknown) => {
            console.error('Install prompt failed', error);
            notify({ title: 'Could not install', description: 'Please try again.', type: 'error' });
          });
        }}
      >
        <Download aria-hidden="true" />
        Install app
      </Button>
    );
  }
  if (!showIosHowTo) return null;
  return (
    <Suspense fallback={null}>
      <IosInstallHowTo />
    </Suspense>
  );
}
