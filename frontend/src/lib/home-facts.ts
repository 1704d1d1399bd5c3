import type { Translate } from '../i18n/use-text';

/** A home's bedrooms as people say it, in the language shown: "Studio" for none, "1 bedroom", "3 bedrooms". */
export function bedroomsText(t: Translate, bedrooms: number): string {
  return bedrooms === 0 ? t('common.home.studio') : t('common.home.bedrooms', { count: bedrooms });
}

/** "1 bathroom", "2 bathrooms", in the language shown. */
export function bathroomsText(t: Translate, bathrooms: number): string {
  return t('common.home.bathrooms', { count: bathrooms });
}
