import { pageTitle, useDocumentTitle } from '../../lib/page-title';
import { Link } from 'react-router-dom';
import { Spinner } from '../../components/Spinner';
import { paths } from '../../config/paths';
import { useText } from '../../i18n/use-text';
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
  const t = useText();
  const featured = useFeaturedListings();
  const sample = featured.data?.[0];
  const images = usePropertyImageIds(sample?._id ?? '', { enabled: Boolean(sample) });
  const imageIds = images.data ?? sample?.images ?? [];

  useDocumentTitle(
    pageTitle(
      sample ? t('property.displayImages.title', { name: sample.name }) : t('property.displayImages.titleNoSample'),
    ),
  );

  return (
    <main id="main" className="page property-page">
      {featured.isPending ? (
        <Spinner label={t('property.displayImages.loading')} />
      ) : !sample ? (
        <PropertyProblemMessage title={t('property.displayImages.titleNoSample')}>
          {t('property.displayImages.noSample')}
        </PropertyProblemMessage>
      ) : (
        <>
          <div className="property-section__header">
            <div>
              <h1 className="property-summary__name">{t('property.displayImages.title', { name: sample.name })}</h1>
              <p className="property-section__muted">{t('property.displayImages.count', { count: imageIds.length })}</p>
            </div>
            <Link className="button button--secondary" to={paths.property(sample._id)}>
              {t('property.displayImages.view')}
            </Link>
          </div>
          {imageIds.length === 0 ? (
            <p className="property-section__muted">{t('property.displayImages.none')}</p>
          ) : (
            <PhotoGrid propertyName={sample.name} imageIds={imageIds} eagerCount={4} />
          )}
        </>
      )}
    </main>
  );
}
