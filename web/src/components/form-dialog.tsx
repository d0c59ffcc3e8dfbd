import { Button, chakra, CloseButton, Dialog, Portal } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface FormDialogProps {
  title: string;
  open: boolean;
  /** The dialog asks to close: Cancel, the close button, Escape or the backdrop. */
  onClose: () => void;
  onSubmit: () => void | Promise<void>;
  submitLabel: string;
  /** Set while the submit runs: its button spins and Cancel waits. */
  submitting: boolean;
  submittingLabel?: string;
  /**
   * The body scrolls between a fixed title and buttons, for a form that can outgrow a phone's
   * screen (or a search whose suggestions open below it).
   */
  scrollInside?: boolean;
  children: ReactNode;
}

/**
 * A small form in a centred dialog: title, fields, then Cancel and the submit button. Enter in a
 * field submits, as in any form. The fields and their messages are the caller's.
 */
export function FormDialog({
  title,
  open,
  onClose,
  onSubmit,
  submitLabel,
  submitting,
  submittingLabel,
  scrollInside = false,
  children,
}: FormDialogProps) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => !e.open && onClose()}
      placement="center"
      {...(scrollInside ? { scrollBehavior: 'inside' } : {})}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <chakra.form
              noValidate
              // Inside a scrolling dialog the form is the column whose body scrolls.
              {...(scrollInside
                ? { display: 'flex', flexDirection: 'column', flex: '1', minH: '0' }
                : {})}
              onSubmit={(event) => {
                event.preventDefault();
                void onSubmit();
              }}
            >
              <Dialog.Header>
                <Dialog.Title>{title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>{children}</Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" disabled={submitting} onClick={onClose}>
                  Cancel
                </Button>
                <Button
                  type="submit"
                  colorPalette="teal"
                  loading={submitting}
                  loadingText={submittingLabel}
                >
                  {submitLabel}
                </Button>
              </Dialog.Footer>
            </chakra.form>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
