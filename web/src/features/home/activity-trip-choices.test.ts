import { describe, expect, it } from 'vitest';
import type { TripMember } from '@shared/schemas/trip-member';
import { activityTripChoices, tripChoiceLabel } from './activity-trip-choices';

const ME = '00000000-0000-4000-8000-00000000000a';
const OTHER = '00000000-0000-4000-8000-00000000000b';

const member = (tripId: string, userId: string, role: TripMember['role']): TripMember => ({
  tripId,
  userId,
  role,
  username: userId === ME ? 'me' : 'other',
  name: userId === ME ? 'Me' : 'Other',
  joinedAt: '2026-01-01T00:00:00.000Z',
  active: true,
});

const trip = (id: string, destinationId: string | null, members: TripMember[] = []) => ({
  id,
  userId: members.find((m) => m.role === 'owner')?.userId ?? ME,
  destinationId,
  title: `Trip ${id}`,
  startDate: '2026-05-01',
  endDate: '2026-05-03',
  destination: destinationId ? { name: destinationId } : null,
  members,
});

const ids = (trips: readonly { id: string }[]) => trips.map((t) => t.id);

describe('the trips an explorer activity can go on', () => {
  // By start date, as the trips list gives them.
  const trips = [
    trip('lisbon-spring', 'lisbon'),
    trip('kyoto-viewer', 'kyoto', [
      member('kyoto-viewer', OTHER, 'owner'),
      member('kyoto-viewer', ME, 'viewer'),
    ]),
    trip('kyoto-summer', 'kyoto'),
    trip('no-destination', null),
    trip('kyoto-shared', 'kyoto', [
      member('kyoto-shared', OTHER, 'owner'),
      member('kyoto-shared', ME, 'editor'),
    ]),
    trip('osaka', 'gn-1853909'),
  ];

  it('puts the trips going to the destination first and preselects the first of them', () => {
    const choices = activityTripChoices(trips, ME, 'kyoto');
    expect(ids(choices.trips)).toEqual([
      'kyoto-summer',
      'kyoto-shared',
      'lisbon-spring',
      'no-destination',
      'osaka',
    ]);
    expect(choices.preselectedId).toBe('kyoto-summer');
  });

  it('leaves out the trips this traveller only views', () => {
    expect(ids(activityTripChoices(trips, ME, 'kyoto').trips)).not.toContain('kyoto-viewer');
    // A trip pulled before its members: read-only for anyone but its owner.
    const unknown = { ...trip('stranger', 'kyoto'), userId: OTHER };
    expect(activityTripChoices([unknown], ME, 'kyoto')).toEqual({ trips: [], preselectedId: null });
  });

  it('keeps the given order and preselects nothing when no trip goes there', () => {
    const choices = activityTripChoices(trips, ME, 'gn-2735943');
    expect(ids(choices.trips)).toEqual([
      'lisbon-spring',
      'kyoto-summer',
      'no-destination',
      'kyoto-shared',
      'osaka',
    ]);
    expect(choices.preselectedId).toBeNull();
  });

  it('matches a gazetteer city by its id', () => {
    expect(activityTripChoices(trips, ME, 'gn-1853909').preselectedId).toBe('osaka');
  });

  it('offers each trip by its title and where it goes, with its dates', () => {
    const kyoto = {
      ...trip('kyoto-summer', 'kyoto'),
      title: 'Temples in spring',
      startDate: '2026-05-01',
      endDate: '2026-05-03',
      destination: { name: 'Kyoto' },
    };
    const nowhere = { ...trip('no-destination', null), title: 'Somewhere' };
    expect(activityTripChoices([nowhere, kyoto], ME, 'kyoto').trips).toEqual([
      {
        id: 'kyoto-summer',
        title: 'Temples in spring',
        label: 'Temples in spring · Kyoto',
        startDate: '2026-05-01',
        endDate: '2026-05-03',
      },
      {
        id: 'no-destination',
        title: 'Somewhere',
        label: 'Somewhere',
        startDate: '2026-05-01',
        endDate: '2026-05-03',
      },
    ]);
  });
});

describe('tripChoiceLabel', () => {
  it('names the trip and where it goes, or just the trip', () => {
    expect(tripChoiceLabel({ title: 'Temples in spring', destination: { name: 'Kyoto' } })).toBe(
      'Temples in spring · Kyoto',
    );
    expect(tripChoiceLabel({ title: 'Somewhere', destination: null })).toBe('Somewhere');
  });
});
