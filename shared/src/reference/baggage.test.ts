import { describe, it, expect } from 'vitest';
import { BAGGAGE_RULES, DEFAULT_BAGGAGE, baggageFor } from './baggage';

describe('baggage', () => {
  it('defaults to a 10 kg carry-on and 1 checked bag of 23 kg', () => {
    expect(DEFAULT_BAGGAGE).toEqual({
      carryOn: { included: true, weightKg: 10 },
      checked: { pieces: 1, weightKg: 23 },
    });
  });

  it('has rules for exactly AA, DL, UA, WN, AC and EK', () => {
    expect(Object.keys(BAGGAGE_RULES).sort()).toEqual(['AA', 'AC', 'DL', 'EK', 'UA', 'WN']);
  });

  it('has sane numbers in every rule', () => {
    for (const rule of Object.values(BAGGAGE_RULES)) {
      expect(rule.carryOn.weightKg).toBeGreaterThan(0);
      expect(Number.isInteger(rule.checked.pieces)).toBe(true);
      expect(rule.checked.pieces).toBeGreaterThanOrEqual(0);
      expect(rule.checked.weightKg).toBeGreaterThan(0);
    }
  });

  it('returns the airline rule for known carriers, case-insensitively', () => {
    expect(baggageFor('WN').checked).toEqual({ pieces: 2, weightKg: 23 });
    expect(baggageFor('aa')).toBe(BAGGAGE_RULES.AA);
    expect(baggageFor('EK')).toBe(BAGGAGE_RULES.EK);
  });

  it('gives unknown airlines the default', () => {
    expect(baggageFor('BA')).toBe(DEFAULT_BAGGAGE);
    expect(baggageFor('ZZ')).toBe(DEFAULT_BAGGAGE);
    expect(baggageFor('')).toBe(DEFAULT_BAGGAGE);
    expect(baggageFor('hasOwnProperty')).toBe(DEFAULT_BAGGAGE);
  });
});
