import { IconButton, Menu, Portal } from '@chakra-ui/react';
import { CalendarPlus, Download, Printer, Sheet } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import type { TripDetails } from '../../db/live-queries';
import { notify } from '../../lib/toaster';
import { downloadExpensesCsv, downloadItineraryIcs } from './trip-exports';

/**
 * 'Take it with you': the plan as a calendar file, the expenses as a spreadsheet and a printable
 * itinerary, all made on this device from what it has stored, so they work offline. Offered to
 * every member, viewers too.
 */
export function TripExportMenu({ trip, onImage }: { trip: TripDetails; onImage?: boolean }) {
  const navigate = useNavigate();
  return (
    <Menu.Root
      positioning={{ placement: 'bottom-end' }}
      onSelect={({ value }) => {
        if (value === 'ics') {
          const zoneNote = downloadItineraryIcs(trip);
          notify({ type: 'success', title: 'Calendar file downloaded', description: zoneNote });
        }
        if (value === 'csv') {
          downloadExpensesCsv(trip);
          notify({ type: 'success', title: 'Expenses file downloaded' });
        }
        if (value === 'print') void navigate(`/trips/${trip.id}/print`);
      }}
    >
      <Menu.Trigger asChild>
        <IconButton
          aria-label="Take it with you"
          title="Take it with you"
          size="sm"
          variant={onImage ? 'solid' : 'ghost'}
          colorPalette="gray"
          rounded="full"
          bg={onImage ? 'bg/85' : undefined}
          color={onImage ? 'fg' : undefined}
        >
          <Download />
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            <Menu.ItemGroup>
              <Menu.ItemGroupLabel>Take it with you</Menu.ItemGroupLabel>
              <Menu.Item value="ics">
                <CalendarPlus size={16} aria-hidden="true" />
                Add to calendar (.ics)
              </Menu.Item>
              <Menu.Item value="csv">
                <Sheet size={16} aria-hidden="true" />
                Expenses (CSV)
              </Menu.Item>
              <Menu.Item value="print">
                <Printer size={16} aria-hidden="true" />
                Print itinerary
              </Menu.Item>
            </Menu.ItemGroup>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
