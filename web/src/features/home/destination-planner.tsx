import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Activity } from '@shared/api/lookups';
import { useTrips } from '../../db/live-queries';
import { useDb } from '../../session/db-context';
import { AddToDayDialog } from '../../components/add-to-day-dialog';
import { activityTripChoices } from './activity-trip-choices';
import { DestinationView } from './destination-view';
import { isDatabaseItem, newTripPath, type ExplorerItem } from './explorer-items';
import { usePlanTarget, type PlanTarget } from './use-plan-target';

/**
 * The detail dialog's content for a signed-in traveller whose store is open: 'Plan a Trip to'
 * leads to the new-trip form with the destination chosen, a global result's too when it is a
 * city of the gazetteer, and each activity can be put on a day of a trip.
 */
export function DestinationPlanner({ item }: { item: ExplorerItem }) {
  const navigate = useNavigate();
  const db = useDb();
  const target = usePlanTarget(item);
  const trips = useTrips();
  // The trips this traveller may put the destination's activities on, read from this device.
  const choices = useMemo(
    () => trips && target && activityTripChoices(trips, db.userId, target.destinationId),
    [trips, db.userId, target],
  );
  // Each opening counts, so the dialog's form starts afresh even for the same activity again.
  const [chosen, setChosen] = useState<{ activity: Activity; opening: number } | null>(null);
  const [adding, setAdding] = useState(false);

  const planTarget = (to: PlanTarget) => {
    void (async () => {
      // The form finds a gazetteer city on its own too (a deep link does), only a moment later:
      // a failure here leaves it to do so.
      await to.remember?.().catch((error: unknown) => {
        console.error('The destination could not be kept on this device', error);
      });
      await navigate(to.newTripPath);
    })();
  };
  // While a global result is still being matched, or when no city of the gazetteer is it, there
  // is no plan button, as before global results could be planned; ours always have theirs.
  const onPlan = target
    ? () => planTarget(target)
    : isDatabaseItem(item)
      ? () => void navigate(newTripPath(item.id))
      : undefined;
  const choose = (activity: Activity) => {
    setChosen((last) => ({ activity, opening: (last?.opening ?? 0) + 1 }));
    setAdding(true);
  };

  return (
    <>
      <DestinationView
        item={item}
        signedIn
        onPlan={onPlan}
        onAddActivity={target ? choose : undefined}
      />
      {target && (
        <AddToDayDialog
          trips={choices?.trips}
          preselectedId={choices?.preselectedId ?? null}
          activity={chosen?.activity ?? null}
          destination={target.destination}
          opening={chosen?.opening ?? 0}
          open={adding}
          onOpenChange={setAdding}
          onViewPlan={(tripId) => void navigate(`/trips/${tripId}/itinerary`)}
          planTrip={{ placeName: item.name, onPlan: () => planTarget(target) }}
        />
      )}
    </>
  );
}
