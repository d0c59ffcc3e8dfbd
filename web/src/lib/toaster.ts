import { createToaster } from '@chakra-ui/react';
import { TOAST_DURATION_MS, TOAST_HOTKEY, TOAST_LIMIT } from '@shared/constants';

/** SPEC 4 and 9: one toast at a time, 5 s, paused while hovered or focused, F8 focuses the region. */
export const toaster = createToaster({
  placement: 'bottom-end',
  max: TOAST_LIMIT,
  duration: TOAST_DURATION_MS,
  hotkey: [TOAST_HOTKEY],
  pauseOnPageIdle: true,
  // The toasts sit above the bottom navigation (the room it takes is shell.css's, over the safe
  // area; none once it is a side rail), so a persistent one, such as an update's, never hides a
  // tab. Zag writes these offsets as the region's inline position, which no style prop on
  // <Toaster> can override. While a dialog is open they move to the top (toaster-region.css).
  offsets: {
    top: '1rem',
    left: '1rem',
    right: '1rem',
    bottom: 'calc(var(--wf-bottom-room) + env(safe-area-inset-bottom, 0px) + 1rem)',
  },
});

export interface NotifyOptions {
  title: string;
  description?: string;
  type?: 'success' | 'error' | 'info' | 'warning';
  action?: { label: string; onClick: () => void };
  /** Keep the toast until the user acts on it. */
  persistent?: boolean;
}

/** Shows a toast; a new one replaces whatever is showing (SPEC 4) instead of queueing behind it. */
export function notify({
  title,
  description,
  type = 'info',
  action,
  persistent,
}: NotifyOptions): string {
  toaster.remove();
  return toaster.create({
    title,
    type,
    ...(description ? { description } : {}),
    ...(action ? { action: { label: action.label, onClick: action.onClick } } : {}),
    ...(persistent ? { duration: Infinity } : {}),
    closable: true,
  });
}
