import { describe, expect, it } from 'vitest';
import { answerApplier } from './use-live-query-sliced';

describe('answerApplier', () => {
  it('applies answers inside the transition until one is drawn, directly after', () => {
    const log: string[] = [];
    let inTransition = false;
    let drawn = false;
    const transition = (scope: () => void) => {
      inTransition = true;
      scope();
      inTransition = false;
    };
    const next = answerApplier(
      (value: string) => log.push(`${value}${inTransition ? ' (transition)' : ''}`),
      () => drawn,
      transition,
    );
    next('trip');
    next('trip after the pull');
    drawn = true;
    next('trip edited');
    next('trip synced');
    expect(log).toEqual([
      'trip (transition)',
      'trip after the pull (transition)',
      'trip edited',
      'trip synced',
    ]);
  });
});
