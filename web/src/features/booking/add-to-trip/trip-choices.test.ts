import { describe, expect, it } from 'vitest';
import type { TripMember } from '@shared/schemas/trip-member';
import type { LegPlan } from './flight-item';
import { preselected, tripChoices } from './trip-choices';

const ME = '00000000-0000-4000-8000-00000000000a';
const OTHER = '00000000-0000-4000-8000-00000000000b';

const plan: LegPlan = {
  departureDate: '2026-06-01',
  item: { type: 'transport', title: 'Flight BA 117 London (LHR) → New York (JFK)' },
};

const member = (tripId: string, userId: string, role: TripMember['role']): TripMember => ({
  tripId,
  userId,
  role,
  username: userId === ME ? 'me' : 'other',
  name: userId === ME ? 'Me' : 'Other',
  joinedAt: '2026-01-01T00:00:00.000Z',
  active: true,
});

const trip = (id: string, startDate: string, endDate: string, members: TripMember[] = []) => ({
  id,
  userId: members.find((m) => m.role === 'owner')?.userId ?? ME,
  startDate,
  endDate,
  members,
});

describe('trips a flight can go on', () => {
  const trips = [
    trip('spring', '2026-04-01', '2026-04-05'),
    trip('shared-viewer', '2026-05-30', '2026-06-03', [
      member('shared-viewer', OTHER, 'owner'),
      member('shared-viewer', ME, 'viewer'),
    ]),
    trip('summer', '2026-05-31', '2026-06-07'),
    trip('shared-editor', '2026-06-01', '2026-06-02', [
      member('shared-editor', OTHER, 'owner'),
      member('shared-editor', ME, 'editor'),
    ]),
  ];

  it('lists only trips this traveller may edit, those covering the departure first', () => {
    const choices = tripChoices(trips, ME, plan);
    expect(choices.map((c) => [c.trip.id, c.placement])).toEqual([
      ['summer', { day: 2 }],
      ['shared-editor', { day: 1 }],
      ['spring', { outside: 'after' }],
    ]);
    expect(preselected(choices)?.id).toBe('summer');
  });

  it('preselects nothing when no trip covers the departure date', () => {
    const choices = tripChoices([trips[0]!], ME, plan);
    expect(choices).toHaveLength(1);
    expect(preselected(choices)).toBeNull();
  });
});
