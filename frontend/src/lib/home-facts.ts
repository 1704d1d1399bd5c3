import type { useText } from '../i18n/use-text';

type Text = ReturnType<typeof useText>;

/** A home's bedrooms as people say it, in the language shown: "Studio" for none, "1 bedroom", "3 bedrooms". */
export function bedroomsText(t: Text, bedrooms: number): string {
  return bedrooms === 0 ? t('common.home.studio') : t('common.home.bedrooms', { count: bedrooms });
}

/** "1 bathroom", "2 bathrooms", in the language shown. */
export function bathroomsText(t: Text, bathrooms: number): string {
  return t('common.home.bathrooms', { count: bathrooms });
}

/** "1 bathroom", "2 bathrooms". */
export function countLabel(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

/**
 * English only, for the screens not yet moved to the catalogues (issue 29): use bedroomsText. A home's bedrooms as
 * people say it: "Studio" for none, "1 bedroom", "3 bedrooms".
 */
export function bedroomsLabel(bedrooms: number): string {
  return bedrooms === 0 ? 'Studio' : countLabel(bedrooms, 'bedroom', 'bedrooms');
}

/** English only, for the screens not yet moved to the catalogues (issue 29): use bathroomsText. */
export function bathroomsLabel(bathrooms: number): string {
  return countLabel(bathrooms, 'bathroom', 'bathrooms');
}
