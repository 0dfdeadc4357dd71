import { createContext, useContext } from 'react';

/** What pages inside the main layout can ask of the shell around them. */
export interface Shell {
  openDrawer: () => void;
  drawerOpen: boolean;
}

export const ShellContext = createContext<Shell>({ openDrawer: () => {}, drawerOpen: false });
export const useShell = () => useContext(ShellContext);
