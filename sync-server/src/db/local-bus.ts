import type { ChangeBus } from './connection';

/** The bus of a database only one process uses: a message goes straight to its listeners. */
export function localBus(): ChangeBus {
  const listeners = new Set<(userIds: string[]) => void>();
  return {
    publish(userIds) {
      for (const listener of [...listeners]) listener([...userIds]);
    },
    subscribe(listener) {
      listeners.add(listener);
      return { stop: () => void listeners.delete(listener), listening: Promise.resolve() };
    },
  };
}
