import { pageTitle, useDocumentTitle } from '../../lib/page-title';
import { Link } from 'react-router-dom';
import { Spinner } from '../../components/Spinner';
import { paths } from '../../config/paths';
import { useFeaturedListings } from './api/get-featured-listings';
import { usePropertyImageIds } from '../../lib/property-images';
import { PropertyProblemMessage } from './components/PropertyProblemMessage';
import { PhotoGrid } from './detail/PhotoGrid';
import './detail/PropertyDetail.css';

/**
 * `/displayImages`: the spec shows the photos of a fixed sample property. The sample is the first featured listing,
 * so the page always shows a real, listed property.
 */
export function DisplayImagesPage() {
  const featured = useFeaturedListings();
  const sample = featured.data?.[0];
  const images = usePropertyImageIds(sample?._id ?? '', { enabled: Boolean(sample) });
  const imageIds = images.data ?? sample?.images ?? [];

  useDocumentTitle(pageTitle(sample ? `Photos of ${sample.name}` : 'Photos'));

  return (
    <main id="main" className="page property-page">
      {featured.isPending ? (
        <Spinner label="Loading photos…" />
      ) : !sample ? (
        <PropertyProblemMessage title="Photos">
          There is no sample property to show photos of right now.
        </PropertyProblemMessage>
      ) : (
        <>
          <div className="property-section__header">
            <div>
              <h1 className="property-summary__name">Photos of {sample.name}</h1>
              <p className="property-section__muted">
                {imageIds.length === 1 ? '1 photo' : `${imageIds.length} photos`} of a sample property.
              </p>
            </div>
            <Link className="button button--secondary" to={paths.property(sample._id)}>
              View property
            </Link>
          </div>
          {imageIds.length === 0 ? (
            <p className="property-section__muted">This property has no photos yet.</p>
          ) : (
            <PhotoGrid propertyName={sample.name} imageIds={imageIds} eagerCount={4} />
          )}
        </>
      )}
    </main>
  );
}
