import { useParams } from 'react-router-dom';
import { PropertyDetail } from './detail/PropertyDetail';

/** `/properties/:id`: the canonical, shareable address of a property. */
export function PropertyPage() {
  const { id = '' } = useParams();
  return <PropertyDetail key={id} propertyId={id} />;
}
