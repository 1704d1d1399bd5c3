import { pageTitle, useDocumentTitle } from '../../../lib/page-title';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useText } from '../../../i18n/use-text';
import { Spinner } from '../../../components/Spinner';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/problem';
import { useFeaturedListings } from '../api/get-featured-listings';
import { useNearbyPlaces } from '../api/get-nearby-places';
import { useProperty } from '../api/get-property';
import { usePropertyImageOfCategory } from '../api/get-property-image-category';
import { usePropertyImageIds } from '../../../lib/property-images';
import { usePropertyManagerInfo } from '../api/get-property-manager-info';
import { useSimilarListings } from '../api/get-similar-listings';
import { formatAddress } from '../../../components/property-card/format';
import type { Property } from '../types';
import { AboutThisHome } from './AboutThisHome';
import { FloorplanSection } from './FloorplanSection';
import { addressForNearbySearch } from './labels';
import { FeaturedListings, SimilarProperties } from './ListingsBlocks';
import { LocationSection } from './LocationSection';
import { NearbyPlacesSection } from './NearbyPlacesSection';
import { PropertyManagerCard } from './PropertyManagerCard';
import { PropertyPhotos } from './PropertyPhotos';
import { PropertySummaryPanel } from './PropertySummaryPanel';
import './PropertyDetail.css';

/** The property detail page for one id: loading, not found, failure, or the property. */
export function PropertyDetail({ propertyId }: { propertyId: string }) {
  const t = useText();
  const property = useProperty(propertyId);

  if (property.isPending) {
    return (
      <main id="main" className="page property-page">
        <Spinner label={t('property.detail.loading')} />
      </main>
    );
  }

  if (property.isError) {
    const notFound = property.error instanceof ApiError && property.error.status === 404;
    return <PropertyProblem notFound={notFound} onRetry={() => void property.refetch()} />;
  }

  return <PropertyView property={property.data} />;
}

function PropertyProblem({ notFound, onRetry }: { notFound: boolean; onRetry: () => void }) {
  const t = useText();
  useDocumentTitle(pageTitle(notFound ? t('property.problem.notFoundTitle') : t('property.problem.unavailableTitle')));
  return (
    <main id="main" className="page property-page">
      <div className="property-problem" role={notFound ? undefined : 'alert'}>
        <h1>{notFound ? t('property.problem.notFoundTitle') : t('property.problem.loadFailedTitle')}</h1>
        <p>{notFound ? t('property.problem.notFoundBody') : t('property.problem.loadFailedBody')}</p>
        <div className="property-problem__actions">
          {notFound ? null : (
            <button type="button" className="button button--primary" onClick={onRetry}>
              {t('property.problem.tryAgain')}
            </button>
          )}
          <Link className={notFound ? 'button button--primary' : 'button button--secondary'} to={paths.home}>
            {t('property.problem.search')}
          </Link>
        </div>
      </div>
    </main>
  );
}

function PropertyView({ property }: { property: Property }) {
  useDocumentTitle(pageTitle(property.name));
  const images = usePropertyImageIds(property._id);
  const imageIds = images.data ?? property.images ?? [];
  // Less urgent look-ups wait for the large photo, so they do not compete with it.
  const [mainImageSettled, setMainImageSettled] = useState(false);
  const floorplanId = usePropertyImageOfCategory(imageIds, 'floorplan', mainImageSettled).data ?? null;
  const nearby = useNearbyPlaces(addressForNearbySearch(property.address, property.locality));
  const manager = usePropertyManagerInfo(property._id);
  const featured = useFeaturedListings();
  const similar = useSimilarListings(property._id);
  const address = formatAddress(property.address);
  const location = property.location ?? nearby.data?.location ?? null;

  return (
    <main id="main" className="page property-page">
      <div className="property-layout">
        <div className="property-layout__photos">
          <PropertyPhotos
            propertyName={property.name}
            imageIds={imageIds}
            onMainImageSettled={() => setMainImageSettled(true)}
          />
        </div>
        <div className="property-layout__summary">
          <PropertySummaryPanel property={property} />
          <PropertyManagerCard
            propertyId={property._id}
            propertyName={property.name}
            manager={manager.data}
            isLoading={manager.isPending}
            isError={manager.isError}
          />
        </div>
        <div className="property-layout__main">
          <AboutThisHome property={property} />
          <LocationSection propertyName={property.name} address={address} location={location} />
          <NearbyPlacesSection
            propertyName={property.name}
            propertyLocation={location}
            places={nearby.data}
            isLoading={nearby.isLoading}
            isError={nearby.isError}
          />
          {floorplanId ? <FloorplanSection propertyName={property.name} imageId={floorplanId} /> : null}
        </div>
        <div className="property-layout__side">
          <FeaturedListings listings={featured.data} isLoading={featured.isPending} currentPropertyId={property._id} />
          <SimilarProperties listings={similar.data} isLoading={similar.isPending} currentPropertyId={property._id} />
        </div>
      </div>
    </main>
  );
}
