import { describe, expect, it } from 'vitest';
import { encodeBoardingPass, type TestLeg } from './bcbp-encoder';

const leg: TestLeg = {
  reference: 'ABC123',
  from: 'lis',
  to: 'opo',
  carrier: 'TP',
  number: '1351',
  dayOfYear: 45,
  compartment: 'Y',
  seat: '12A',
  checkInSequence: 42,
};

describe('encodeBoardingPass', () => {
  it('writes the 60 characters of a single-leg pass at their IATA positions', () => {
    const text = encodeBoardingPass('TESTER/ALEX', [leg]);
    expect(text).toHaveLength(60);
    expect(text).toBe('M1TESTER/ALEX         EABC123 LISOPOTP 1351 045Y012A0042 100');
    // Positions from Resolution 792: name 3-22, PNR 24-30, airports 31-36, carrier 37-39.
    expect(text.slice(2, 22).trimEnd()).toBe('TESTER/ALEX');
    expect(text.slice(23, 30).trimEnd()).toBe('ABC123');
    expect(text.slice(30, 33)).toBe('LIS');
    expect(text.slice(33, 36)).toBe('OPO');
    expect(text.slice(36, 39).trimEnd()).toBe('TP');
    expect(text.slice(39, 44)).toBe('1351 ');
    expect(text.slice(44, 47)).toBe('045');
    expect(text.slice(48, 52)).toBe('012A');
  });

  it('pads short flight numbers and keeps a suffix letter', () => {
    expect(encodeBoardingPass('TESTER/ALEX', [{ ...leg, number: '7A' }]).slice(39, 44)).toBe(
      '0007A',
    );
  });

  it('writes every leg, each with its conditional items and their length', () => {
    const text = encodeBoardingPass('TESTER/ALEX', [leg, { ...leg, conditional: 'XYZ' }]);
    expect(text.slice(0, 2)).toBe('M2');
    expect(text).toHaveLength(23 + 37 + 37 + 3);
    expect(text.slice(-5)).toBe('03XYZ');
  });

  it('refuses what does not fit the format', () => {
    expect(() => encodeBoardingPass('TESTER/ALEX', [{ ...leg, dayOfYear: 0 }])).toThrow();
    expect(() => encodeBoardingPass('A'.repeat(21), [leg])).toThrow();
    expect(() => encodeBoardingPass('TESTER/ALEX', [{ ...leg, seat: 'window' }])).toThrow();
  });
});
