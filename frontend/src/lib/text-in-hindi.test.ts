import { productText } from '../i18n/catalogues';
import { textNow } from '../i18n/text-now';
import { bathroomsText, bedroomsText } from './home-facts';
import { imageLimitsHint, imageRefusal } from './image-files';
import { addressLine } from './listing-requests';
import { passwordProblemText } from './password-rules';
import { networkError } from './problem';
import { applicationStatusText, propertyPageStatus } from './rental-application-status';

describe("lib's words in the language shown", () => {
  it('keeps the English wording', () => {
    expect(networkError(new TypeError('x')).message).toBe('Network error. Please check your connection.');
    expect(passwordProblemText(textNow, 'short')).toBe('Use at least 8 characters.');
    expect(applicationStatusText(textNow, 'pending')).toBe('Pending Review');
    const other = propertyPageStatus('on_hold');
    expect(textNow(other.labelId, other.labelValues)).toBe('Application on_hold');
    expect(imageLimitsHint(textNow)).toBe('JPEG, PNG or WebP, at most 10 MB each.');
    expect(bedroomsText(textNow, 0)).toBe('Studio');
  });

  it('says errors, statuses, password rules, rooms and image limits in Hindi', async () => {
    await productText.show('hi');
    expect(networkError(new TypeError('x')).message).toBe('नेटवर्क में गड़बड़ है। कृपया अपना इंटरनेट कनेक्शन जाँचें।');
    expect(passwordProblemText(textNow, 'short')).toBe('कम से कम 8 अक्षर रखें।');
    expect(passwordProblemText(textNow, 'aaaaaaaaaa')).toBe('एक ही अक्षर बार-बार न दोहराएँ।');
    expect(passwordProblemText(textNow, 'a-long-enough-one')).toBeNull();
    expect(applicationStatusText(textNow, 'pending')).toBe('समीक्षा लंबित');
    expect(applicationStatusText(textNow, 'on_hold')).toBe('on_hold');
    const approved = propertyPageStatus('approved');
    expect(textNow(approved.labelId, approved.labelValues)).toBe('भुगतान के लिए आगे बढ़ें');
    expect([bedroomsText(textNow, 0), bedroomsText(textNow, 3), bathroomsText(textNow, 1)]).toEqual([
      'स्टूडियो',
      '3 बेडरूम',
      '1 बाथरूम',
    ]);
    expect(addressLine(null, textNow)).toBe('पता उपलब्ध नहीं');
    expect(imageLimitsHint(textNow)).toBe('JPEG, PNG या WebP, हर फ़ोटो ज़्यादा से ज़्यादा 10 MB की।');
    expect(imageRefusal('flat.png', 'IMAGE_TOO_LARGE', 20 * 1024 * 1024, textNow)).toBe(
      'flat.png 20 MB की है: एक फ़ोटो ज़्यादा से ज़्यादा 10 MB की हो सकती है।',
    );
  });
});
