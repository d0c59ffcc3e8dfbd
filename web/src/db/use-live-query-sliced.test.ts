import { describe, expect, it } from 'vitest';
import { firstInTransition } from './use-live-query-sliced';

describe('firstInTransition', () => {
  it('applies the first answer inside the transition and the later ones directly', () => {
    const log: string[] = [];
    let inTransition = false;
    const transition = (scope: () => void) => {
      inTransition = true;
      scope();
      inTransition = false;
    };
    const next = firstInTransition((value: string) => {
      log.push(`${value}${inTransition ? ' (transition)' : ''}`);
    }, transition);
    next('trip');
    next('trip edited');
    next('trip synced');
    expect(log).toEqual(['trip (transition)', 'trip edited', 'trip synced']);
  });
});
