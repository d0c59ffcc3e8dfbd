import { describe, expect, it } from 'vitest';
import type { TripMember, TripRole } from '@shared/schemas/trip-member';
import { addedBy, listNames, sharingSummary } from './member-summary';

const TRIP = '00000000-0000-4000-8000-000000000000';
const id = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;

function member(n: number, name: string, role: TripRole, active = true): TripMember {
  return {
    tripId: TRIP,
    userId: id(n),
    username: name.toLowerCase(),
    name,
    role,
    active,
    joinedAt: `2026-01-0${n}T00:00:00.000Z`,
  };
}

const ada = member(1, 'Ada', 'owner');
const ben = member(2, 'Ben', 'editor');
const cy = member(3, 'Cy', 'viewer');

describe('listNames', () => {
  it('lists names and stops after three', () => {
    expect(listNames([])).toBe('');
    expect(listNames(['Ada'])).toBe('Ada');
    expect(listNames(['Ada', 'Ben'])).toBe('Ada, Ben');
    expect(listNames(['Ada', 'Ben', 'Cy'])).toBe('Ada, Ben, Cy');
    expect(listNames(['Ada', 'Ben', 'Cy', 'Di', 'Ed'])).toBe('Ada, Ben, Cy and 2 more');
  });
});

describe('sharingSummary', () => {
  it('is null for a trip nobody else is on, or whose members the server has not sent', () => {
    expect(sharingSummary([ada], ada.userId)).toBeNull();
    expect(sharingSummary([], ada.userId)).toBeNull();
    expect(sharingSummary([ada, { ...ben, active: false }], ada.userId)).toBeNull();
  });

  it('tells the owner who else is on the trip', () => {
    expect(sharingSummary([ada, ben, cy], ada.userId)).toEqual({
      sharedBy: null,
      withNames: 'Ben, Cy',
    });
  });

  it('tells a companion who shared it and who else is on it, without repeating the owner', () => {
    expect(sharingSummary([ada, ben], ben.userId)).toEqual({ sharedBy: 'Ada', withNames: null });
    expect(sharingSummary([ada, ben, cy], ben.userId)).toEqual({
      sharedBy: 'Ada',
      withNames: 'Cy',
    });
  });
});

describe('addedBy', () => {
  it('names who added a row on a shared trip, and says "you" for this user', () => {
    expect(addedBy(ben.userId, [ada, ben], ada.userId)).toBe('Added by Ben');
    expect(addedBy(ada.userId, [ada, ben], ada.userId)).toBe('Added by you');
  });

  it('keeps the name of somebody who has left', () => {
    expect(addedBy(ben.userId, [ada, { ...ben, active: false }], ada.userId)).toBe('Added by Ben');
  });

  it('says nothing on a solo trip or for somebody unknown', () => {
    expect(addedBy(ada.userId, [ada], ada.userId)).toBeNull();
    expect(addedBy(ada.userId, [], ada.userId)).toBeNull();
    expect(addedBy(null, [ada, ben], ada.userId)).toBeNull();
    expect(addedBy(cy.userId, [ada, ben], ada.userId)).toBeNull();
  });
});
