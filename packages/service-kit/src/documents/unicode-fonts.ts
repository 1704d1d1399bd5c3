/** A font with the rupee sign (U+20B9); the PDF standard fonts lack it, so without one amounts read "Rs.". */
export const UNICODE_FONTS = [
  '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf',
  '/usr/share/fonts/TTF/DejaVuSans.ttf',
  '/usr/share/fonts/dejavu/DejaVuSans.ttf',
];
export const UNICODE_BOLD_FONTS = UNICODE_FONTS.map((path) => path.replace('DejaVuSans.ttf', 'DejaVuSans-Bold.ttf'));
