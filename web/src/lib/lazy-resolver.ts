import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A react-hook-form resolver whose validation code (zod and the form's schema) is fetched on
 * first use instead of with the screen, so the form can paint without it. `preload` starts the
 * fetch early, once the form is on screen, so a first submit rarely waits for it. A failed fetch
 * is forgotten and tried again on the next validation.
 */
export function lazyResolver<TInput extends FieldValues, TOutput>(
  load: () => Promise<Resolver<TInput, unknown, TOutput>>,
): { resolver: Resolver<TInput, unknown, TOutput>; preload: () => void } {
  let loading: Promise<Resolver<TInput, unknown, TOutput>> | undefined;
  const get = () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  return {
    resolver: async (values, context, options) => (await get())(values, context, options),
    preload: () => {
      get().catch(() => {
        // Offline before the code was cached: the first validation asks again.
      });
    },
  };
}
