/** A font with the rupee sign (U+20B9); the PDF standard fonts lack it, so without one amounts read "Rs.". */
export const UNICODE_FONTS = [
  '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf',
  '/usr/share/fonts/TTF/DejaVuSans.ttf',
  '/usr/share/fonts/dejavu/DejaVuSans.ttf',
];
export const UNICODE_BOLD_FONTS = UNICODE_FONTS.map((path) => path.replace('DejaVuSans.ttf', 'DejaVuSans-Bold.ttf'));

/*
 * Devanagari for the Hindi summary page (Debian's fonts-noto-core, which .ci/run installs). Noto Sans Devanagari
 * has the Devanagari letters, the danda and ₹ but no Latin letters, so the page writes its Latin runs (names,
 * addresses, ids) in the Unicode font above; pdfkit's fontkit shapes the conjuncts and matras.
 */
export const DEVANAGARI_FONTS = [
  '/usr/share/fonts/truetype/noto/NotoSansDevanagari-Regular.ttf',
  '/usr/share/fonts/noto/NotoSansDevanagari-Regular.ttf',
];
export const DEVANAGARI_BOLD_FONTS = DEVANAGARI_FONTS.map((path) => path.replace('-Regular.ttf', '-Bold.ttf'));
