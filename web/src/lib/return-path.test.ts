import { describe, expect, it } from 'vitest';
import { returnPath, returnTo } from './return-path';

describe('returnPath', () => {
  it('goes back to the path a screen asked for', () => {
    expect(returnPath(returnTo('/join/abc'))).toBe('/join/abc');
  });

  it('goes home without a request, or when it is not a path of this app', () => {
    expect(returnPath(null)).toBe('/');
    expect(returnPath(undefined)).toBe('/');
    expect(returnPath({ returnTo: 42 })).toBe('/');
    expect(returnPath(returnTo('https://elsewhere.example/'))).toBe('/');
    expect(returnPath(returnTo('//elsewhere.example/'))).toBe('/');
    expect(returnPath(returnTo('/\\elsewhere.example/'))).toBe('/');
  });
});
