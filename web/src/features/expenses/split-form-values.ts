import { formatCents } from '@shared/domain/money';
import type { ExpenseSplit } from '@shared/schemas/expense-split';

/** The three ways the form offers to divide an expense on a shared trip. */
export const SPLIT_MODES = ['everyone', 'some', 'exact'] as const;
export type SplitMode = (typeof SPLIT_MODES)[number];

export const SPLIT_MODE_LABELS: Record<SplitMode, string> = {
  everyone: 'Equally among everyone',
  some: 'Equally among some',
  exact: 'Exact amounts',
};

/** The split part of the expense form; every text as typed, so the form never loses a keystroke. */
export interface SplitFormValues {
  paidBy: string;
  splitMode: SplitMode;
  /** Ids ticked under 'Equally among some'. */
  some: string[];
  /** Dollars typed for each member id under 'Exact amounts'; empty means 0. */
  exact: Record<string, string>;
}

/** I paid, everyone shares it equally; everyone is ticked, no amounts typed. */
export function defaultSplitValues(activeIds: readonly string[], me: string): SplitFormValues {
  return {
    paidBy: activeIds.includes(me) ? me : (activeIds[0] ?? me),
    splitMode: 'everyone',
    some: [...activeIds],
    exact: {},
  };
}

export const NO_ONE_MESSAGE = 'Choose at least one person to split with';
export const BAD_SHARE_MESSAGE = 'Enter an amount of 0 or more for each person';

export function splitTotalMessage(expected: number, actual: number): string {
  return `The amounts must add up to ${formatCents(expected)} (they add up to ${formatCents(actual)})`;
}

/**
 * One person's exact share typed in dollars, in cents: empty is 0 (they owe nothing of it);
 * null for anything else that is not a number of 0 or more.
 */
export function shareCents(text: string): number | null {
  const t = text.trim();
  if (t === '') return 0;
  if (!/^\d*\.?\d+$|^\d+\.$/.test(t)) return null;
  const cents = Math.round(Number((Number(t) * 100).toPrecision(12)));
  return Number.isSafeInteger(cents) ? cents : null;
}

export type SplitChoice =
  { ok: true; paidBy: string; split: ExpenseSplit } | { ok: false; message: string };

/**
 * The payer and split the form's values describe for an expense of `amount` cents, or why they
 * cannot be saved. Members are listed in the trip's order (`activeIds`: the owner first), which
 * is also who takes an equal split's leftover cent when the payer is not among them.
 * 'Equally among everyone' lists everyone on the trip now, so a companion who joins later does
 * not owe for what happened before.
 */
export function splitFromForm(
  values: SplitFormValues,
  amount: number,
  activeIds: readonly string[],
): SplitChoice {
  const { paidBy } = values;
  switch (values.splitMode) {
    case 'everyone':
      return { ok: true, paidBy, split: { kind: 'equal', members: [...activeIds] } };
    case 'some': {
      const members = activeIds.filter((id) => values.some.includes(id));
      if (members.length === 0) return { ok: false, message: NO_ONE_MESSAGE };
      return { ok: true, paidBy, split: { kind: 'equal', members } };
    }
    case 'exact': {
      const shares: Array<{ userId: string; amount: number }> = [];
      for (const userId of activeIds) {
        const cents = shareCents(values.exact[userId] ?? '');
        if (cents === null) return { ok: false, message: BAD_SHARE_MESSAGE };
        shares.push({ userId, amount: cents });
      }
      const total = shares.reduce((sum, s) => sum + s.amount, 0);
      if (total !== amount) return { ok: false, message: splitTotalMessage(amount, total) };
      return { ok: true, paidBy, split: { kind: 'exact', shares } };
    }
  }
}
