import { createContext, useContext, type ReactNode } from 'react';
import type { PropertyCardData } from '../../lib/property-types';

/** Where a property's control is placed: its classes and the size of its icon. */
export interface PropertyActionProps {
  property: PropertyCardData;
  className: string;
  /** Added to the classes while the control is on (a favourite's filled heart). */
  activeClassName: string;
  iconSize: number;
}

type RenderPropertyAction = (props: PropertyActionProps) => ReactNode;

const PropertyActionContext = createContext<RenderPropertyAction | null>(null);

/**
 * Hands the property screens the control they show for a property, on its card and beside its name on its page: the
 * app gives the favourites heart, so the properties feature never imports the favourites feature.
 */
export function PropertyActionProvider({ render, children }: { render: RenderPropertyAction; children: ReactNode }) {
  return <PropertyActionContext.Provider value={render}>{children}</PropertyActionContext.Provider>;
}

/** The control the app handed in for this property, or nothing when none was. */
export function PropertyAction(props: PropertyActionProps) {
  const render = useContext(PropertyActionContext);
  return render ? render(props) : null;
}
