import { formatMoney } from '@shared/money/minor-units';
import type { ExpenseSplit } from '@shared/schemas/expense-split';
import type { TripMember } from '@shared/schemas/trip-member';

/**
 * How a trip's screens name its people. The signed-in traveller is 'you' ('You' where a sentence
 * or a label starts); everyone else by the name the trip shows, former members included; an id
 * the device has no member row for yet (the pull that brings it has not arrived) is 'someone'.
 */
export interface MemberNames {
  /** The name inside a sentence: 'you', 'Ben'. */
  of(userId: string): string;
  /** The name starting a sentence or standing alone as a label: 'You', 'Ben'. */
  label(userId: string): string;
  /** The trip's name for them whoever is looking (never 'you'), for text other people read. */
  plain(userId: string): string;
  isMe(userId: string): boolean;
}

export function memberNames(members: readonly TripMember[], me: string): MemberNames {
  const byId = new Map(members.map((m) => [m.userId, m.name]));
  const plain = (id: string) => byId.get(id) ?? 'someone';
  const of = (id: string) => (id === me ? 'you' : plain(id));
  return {
    of,
    label: (id) => capitalize(of(id)),
    plain: (id) => capitalize(plain(id)),
    isMe: (id) => id === me,
  };
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** 'Ada', 'Ada and Ben', 'Ada, Ben and Cy'. */
export function joinNames(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1] ?? ''}`;
}

/**
 * A split in a few words for the expense list: 'Split 3 ways' when everyone on the trip now
 * shares it, else the names ('Split between you and Ben'), 'For Ben only', or 'Exact amounts'.
 */
export function describeSplit(
  split: ExpenseSplit,
  activeIds: readonly string[],
  names: MemberNames,
): string {
  if (split.kind === 'exact') return 'Exact amounts';
  const ids = split.members;
  const everyone = ids.length === activeIds.length && activeIds.every((id) => ids.includes(id));
  if (everyone && ids.length > 1) return `Split ${ids.length} ways`;
  if (ids.length === 1) return `For ${names.of(ids[0] ?? '')} only`;
  return `Split between ${joinNames(ids.map((id) => names.of(id)))}`;
}

/** A recorded payment: 'Cy paid Ben $33.33', 'You paid Ben $33.33', 'Cy paid you $33.33'. */
export function describeSettlement(
  from: string,
  to: string,
  amount: number,
  currency: string,
  names: MemberNames,
): string {
  return `${names.label(from)} paid ${names.of(to)} ${formatMoney(amount, currency)}`;
}

/** A payment still to make: 'Cy pays Ben $33.33', 'You pay Ben $33.33'. */
export function describeTransfer(
  from: string,
  to: string,
  amount: number,
  currency: string,
  names: MemberNames,
): string {
  const verb = names.isMe(from) ? 'pay' : 'pays';
  return `${names.label(from)} ${verb} ${names.of(to)} ${formatMoney(amount, currency)}`;
}
