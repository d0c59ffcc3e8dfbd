import { createContext, useContext, useEffect, type ReactNode } from 'react';
import { useStore } from 'zustand';
import type { InstallState, InstallStore } from './install-prompt';

const InstallContext = createContext<InstallStore | null>(null);

export function InstallProvider({ store, children }: { store: InstallStore; children: ReactNode }) {
  useEffect(() => store.getState().listen(), [store]);
  return <InstallContext.Provider value={store}>{children}</InstallContext.Provider>;
}

export function useInstall<T>(selector: (state: InstallState) => T): T {
  const store = useContext(InstallContext);
  if (!store) throw new Error('useInstall must be used inside <InstallProvider>');
  return useStore(store, selector);
}
