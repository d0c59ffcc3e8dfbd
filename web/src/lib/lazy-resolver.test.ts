import type { Resolver } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { lazyResolver } from './lazy-resolver';

type Values = { name: string };
const options = { fields: {}, shouldUseNativeValidation: undefined };
const accepting: Resolver<Values, unknown, Values> = (values) => ({ values, errors: {} });

describe('lazyResolver', () => {
  it('loads the validation once, on preload or first use, and validates with it', async () => {
    const load = vi.fn(async () => accepting);
    const { resolver, preload } = lazyResolver(load);
    expect(load).not.toHaveBeenCalled();
    preload();
    const first = await resolver({ name: 'Ada' }, undefined, options);
    await resolver({ name: 'Grace' }, undefined, options);
    expect(first).toEqual({ values: { name: 'Ada' }, errors: {} });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('asks again after a failed load instead of keeping the failure', async () => {
    const load = vi
      .fn<() => Promise<Resolver<Values, unknown, Values>>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(accepting);
    const { resolver, preload } = lazyResolver(load);
    preload();
    await expect(resolver({ name: 'Ada' }, undefined, options)).rejects.toThrow('Failed to fetch');
    await expect(resolver({ name: 'Ada' }, undefined, options)).resolves.toMatchObject({
      values: { name: 'Ada' },
    });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
