import { Portal, Stack, Toast, Toaster } from '@chakra-ui/react';
import { useRef, type PointerEvent } from 'react';
import { TOAST_SWIPE_THRESHOLD_PX } from '@shared/constants';
import { toaster } from '../lib/toaster';
import './toaster-region.css';

/** Dismisses a toast dragged right past the threshold (SPEC 4: swipe right beyond 50 px). */
function useSwipeToDismiss(id: string | undefined) {
  const start = useRef<number | null>(null);
  return {
    onPointerDown: (e: PointerEvent) => {
      start.current = e.clientX;
    },
    onPointerUp: (e: PointerEvent) => {
      if (start.current !== null && e.clientX - start.current > TOAST_SWIPE_THRESHOLD_PX && id) {
        toaster.dismiss(id);
      }
      start.current = null;
    },
    onPointerCancel: () => {
      start.current = null;
    },
  };
}

function ToastCard({
  id,
  title,
  description,
  closable,
  action,
  type,
}: {
  id?: string | undefined;
  title?: React.ReactNode;
  description?: React.ReactNode;
  closable?: boolean | undefined;
  action?: { label: string } | undefined;
  type?: string | undefined;
}) {
  const swipe = useSwipeToDismiss(id);
  return (
    <Toast.Root
      width={{ md: 'sm' }}
      maxWidth={{ md: '420px' }}
      {...swipe}
      style={{ touchAction: 'pan-y' }}
    >
      {type !== 'info' && <Toast.Indicator />}
      <Stack gap="1" flex="1" maxWidth="100%">
        {title && <Toast.Title>{title}</Toast.Title>}
        {description && <Toast.Description>{description}</Toast.Description>}
      </Stack>
      {action && <Toast.ActionTrigger>{action.label}</Toast.ActionTrigger>}
      {closable && <Toast.CloseTrigger />}
    </Toast.Root>
  );
}

export function ToasterRegion() {
  return (
    <Portal>
      <Toaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <ToastCard
            id={toast.id}
            title={toast.title}
            description={toast.description}
            closable={toast.closable}
            action={toast.action}
            type={toast.type}
          />
        )}
      </Toaster>
    </Portal>
  );
}
