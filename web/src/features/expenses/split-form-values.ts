import { currencyDigits } from '@shared/money/currencies';
import { formatMoney } from '@shared/money/minor-units';
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
  /** The amount typed for each member id under 'Exact amounts', in the expense's currency; empty means 0. */
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

export function splitTotalMessage(expected: number, actual: number, currency: string): string {
  return `The amounts must add up to ${formatMoney(expected, currency)} (they add up to ${formatMoney(actual, currency)})`;
}

/**
 * One person's exact share as typed, in minor units of the expense's currency (what the receipt
 * says): empty is 0 (they owe nothing of it); null for anything else that is not a number of 0
 * or more.
 */
export function shareMinorUnits(text: string, currency: string): number | null {
  const t = text.trim();
  if (t === '') return 0;
  if (!/^\d*\.?\d+$|^\d+\.$/.test(t)) return null;
  const scale = 10 ** currencyDigits(currency);
  const minor = Math.round(Number((Number(t) * scale).toPrecision(12)));
  return Number.isSafeInteger(minor) ? minor : null;
}

export type SplitChoice =
  { ok: true; paidBy: string; split: ExpenseSplit } | { ok: false; message: string };

/**
 * The payer and split the form's values describe for an expense of `amount` minor units of
 * `currency`, or why they cannot be saved. Members are listed in the trip's order (`activeIds`: the owner first), which
 * is also who takes an equal split's leftover cent when the payer is not among them.
 * 'Equally among everyone' lists everyone on the trip now, so a companion who joins later does
 * not owe for what happened before.
 */
export function splitFromForm(
  values: SplitFormValues,
  amount: number,
  activeIds: readonly string[],
  currency: string,
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
        const minor = shareMinorUnits(values.exact[userId] ?? '', currency);
        if (minor === null) return { ok: false, message: BAD_SHARE_MESSAGE };
        shares.push({ userId, amount: minor });
      }
      const total = shares.reduce((sum, s) => sum + s.amount, 0);
      if (total !== amount) {
        return { ok: false, message: splitTotalMessage(amount, total, currency) };
      }
      return { ok: true, paidBy, split: { kind: 'exact', shares } };
    }
  }
}
