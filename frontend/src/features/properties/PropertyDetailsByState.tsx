import { Navigate, useLocation } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useText } from '../../i18n/use-text';
import { PropertyProblemMessage } from './components/PropertyProblemMessage';
import './detail/PropertyDetail.css';

/** The property id as the spec's navigation state carries it: `{ propertyId }`, or `{ id }`. */
export function propertyIdFromState(state: unknown): string | null {
  if (!state || typeof state !== 'object') return null;
  const { propertyId, id } = state as { propertyId?: unknown; id?: unknown };
  const candidate = typeof propertyId === 'string' ? propertyId : typeof id === 'string' ? id : null;
  const trimmed = candidate?.trim() ?? '';
  return trimmed && trimmed !== 'undefined' && trimmed !== 'null' ? trimmed : null;
}

/**
 * The spec's `/propertyDetails` route: the id arrives as navigation state, so the page moves (replacing the history
 * entry) to the property's shareable address `/properties/:id`.
 */
export function PropertyDetailsByState() {
  const t = useText();
  const location = useLocation();
  const propertyId = propertyIdFromState(location.state);
  if (propertyId) return <Navigate to={paths.property(propertyId)} replace />;

  return (
    <main id="main" className="page property-page">
      <PropertyProblemMessage title={t('property.problem.noneSelectedTitle')}>
        {t('property.problem.noneSelectedBody')}
      </PropertyProblemMessage>
    </main>
  );
}
