import { Button } from '@chakra-ui/react';
import { FileInput } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import type { TripListItem } from '../../db/live-queries';

// The dialog, its readers and their worker are fetched only when the traveller imports.
const ChooseTripImport = lazy(() =>
  import('./choose-trip-import').then((m) => ({ default: m.ChooseTripImport })),
);

/** 'Import' on the trips list: the file is read, then the preview asks which trip it is for. */
export function ImportFromTrips({ trips }: { trips: readonly TripListItem[] }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        <FileInput aria-hidden="true" />
        Import
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ChooseTripImport trips={trips} open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
