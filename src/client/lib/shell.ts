import { createContext, useContext } from 'react';

/** What pages inside the main layout can ask of the shell around them. */
export interface Shell {
  openDrawer(): void;
}

export const ShellContext = createContext<Shell>({ openDrawer: () => {} });
export const useShell = () => useContext(ShellContext);
