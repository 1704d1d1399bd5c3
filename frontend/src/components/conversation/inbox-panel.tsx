import { createContext, useContext, type ReactNode } from 'react';

const InboxPanelContext = createContext<(() => ReactNode) | null>(null);

/**
 * Hands other screens the Inbox list (the Landlord Dashboard's Inbox tab): the app gives the conversations
 * feature's, so no feature imports another.
 */
export function InboxPanelProvider({ render, children }: { render: () => ReactNode; children: ReactNode }) {
  return <InboxPanelContext.Provider value={render}>{children}</InboxPanelContext.Provider>;
}

/** The Inbox list the app handed in, or `fallback` when none was. */
export function InboxPanelSlot({ fallback = null }: { fallback?: ReactNode }) {
  const render = useContext(InboxPanelContext);
  return render ? render() : fallback;
}
