import { Button } from '@chakra-ui/react';
import { FileInput } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import type { TripDetails } from '../../db/live-queries';

// The dialog, its readers and their worker are fetched only when the traveller imports.
const ImportDialog = lazy(() =>
  import('./import-dialog').then((m) => ({ default: m.ImportDialog })),
);

/** 'Import' on the trip's plan: a boarding pass, a wallet pass, a confirmation, a calendar. */
export function ImportButton({ trip }: { trip: TripDetails }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="sm" variant="outline" onClick={() => setOpen(true)}>
        <FileInput aria-hidden="true" />
        Import booking
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ImportDialog trip={trip} open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
