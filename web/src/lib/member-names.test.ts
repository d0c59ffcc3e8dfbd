import { describe, expect, it } from 'vitest';
import type { TripMember } from '@shared/schemas/trip-member';
import {
  describeSettlement,
  describeSplit,
  describeTransfer,
  joinNames,
  memberNames,
} from './member-names';

const [ada, ben, cy, dan] = ['ada', 'ben', 'cy', 'dan'].map((name, i): TripMember => ({
  tripId: 'trip',
  userId: `id-${name}`,
  username: name,
  name: name[0]?.toUpperCase() + name.slice(1),
  role: i === 0 ? 'owner' : 'editor',
  active: name !== 'dan',
  joinedAt: `2026-01-0${i + 1}T00:00:00.000Z`,
})) as [TripMember, TripMember, TripMember, TripMember];
const names = memberNames([ada, ben, cy, dan], ada.userId);
const activeIds = [ada.userId, ben.userId, cy.userId];

describe('member names', () => {
  it('calls the signed-in traveller you, others by name, an unknown id someone', () => {
    expect(names.of(ada.userId)).toBe('you');
    expect(names.label(ada.userId)).toBe('You');
    expect(names.plain(ada.userId)).toBe('Ada');
    expect(names.of(dan.userId)).toBe('Dan');
    expect(names.of('id-stranger')).toBe('someone');
    expect(names.label('id-stranger')).toBe('Someone');
  });

  it('joins names as a sentence does', () => {
    expect(joinNames(['Ada'])).toBe('Ada');
    expect(joinNames(['Ada', 'Ben'])).toBe('Ada and Ben');
    expect(joinNames(['Ada', 'Ben', 'Cy'])).toBe('Ada, Ben and Cy');
  });

  it('says a split in a few words', () => {
    const equal = (members: string[]) => ({ kind: 'equal' as const, members });
    expect(describeSplit(equal([cy.userId, ada.userId, ben.userId]), activeIds, names)).toBe(
      'Split 3 ways',
    );
    expect(describeSplit(equal([ada.userId, ben.userId]), activeIds, names)).toBe(
      'Split between you and Ben',
    );
    // Everyone of back then, one of whom has left: not everyone of now.
    expect(describeSplit(equal([...activeIds, dan.userId]), activeIds, names)).toBe(
      'Split between you, Ben, Cy and Dan',
    );
    expect(describeSplit(equal([ben.userId]), activeIds, names)).toBe('For Ben only');
    const exact = { kind: 'exact' as const, shares: [{ userId: ben.userId, amount: 100 }] };
    expect(describeSplit(exact, activeIds, names)).toBe('Exact amounts');
  });

  it('words payments made and still to make, with the verb agreeing with you', () => {
    expect(describeSettlement(cy.userId, ben.userId, 3_333, 'USD', names)).toBe(
      'Cy paid Ben $33.33',
    );
    expect(describeSettlement(ada.userId, ben.userId, 3_333, 'USD', names)).toBe(
      'You paid Ben $33.33',
    );
    expect(describeTransfer(cy.userId, ada.userId, 4_210, 'USD', names)).toBe('Cy pays you $42.10');
    expect(describeTransfer(ada.userId, ben.userId, 4_210, 'USD', names)).toBe(
      'You pay Ben $42.10',
    );
    expect(describeTransfer(ada.userId, ben.userId, 4_210, 'JPY', names)).toBe(
      'You pay Ben ¥4,210',
    );
  });
});
