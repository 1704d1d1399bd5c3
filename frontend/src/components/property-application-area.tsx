import { createContext, useContext, type ReactNode } from 'react';

/** The property the application area on its page is about. */
export interface PropertyApplicationAreaProps {
  propertyId: string;
  propertyName: string;
}

type RenderApplicationArea = (props: PropertyApplicationAreaProps) => ReactNode;

const ApplicationAreaContext = createContext<RenderApplicationArea | null>(null);

/**
 * Hands the property page its action area (apply, check eligibility, the application's status): the app gives the
 * rental applications feature's, so the properties feature never imports it.
 */
export function PropertyApplicationAreaProvider({
  render,
  children,
}: {
  render: RenderApplicationArea;
  children: ReactNode;
}) {
  return <ApplicationAreaContext.Provider value={render}>{children}</ApplicationAreaContext.Provider>;
}

/** The action area the app handed in for this property, or nothing when none was. */
export function PropertyApplicationArea(props: PropertyApplicationAreaProps) {
  const render = useContext(ApplicationAreaContext);
  return render ? render(props) : null;
}
