import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

/** Any part of the app can ask for the login dialog (the heart for visitors, login-guarded routes, the nav). */
interface LoginDialogControl {
  isOpen: boolean;
  open(): void;
  close(): void;
}

const LoginDialogContext = createContext<LoginDialogControl | null>(null);

export function LoginDialogProvider({ children }: { children: ReactNode }) {
  const [isOpen, setOpen] = useState(false);
  const open = useCallback(() => setOpen(true), []);
  const close = useCallback(() => setOpen(false), []);
  const control = useMemo(() => ({ isOpen, open, close }), [isOpen, open, close]);
  return <LoginDialogContext.Provider value={control}>{children}</LoginDialogContext.Provider>;
}

export function useLoginDialog(): LoginDialogControl {
  const control = useContext(LoginDialogContext);
  if (!control) throw new Error('useLoginDialog must be used inside <LoginDialogProvider>');
  return control;
}
