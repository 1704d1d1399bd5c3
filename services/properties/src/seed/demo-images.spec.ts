import sharp from 'sharp';
import { sniffImageType } from '@trio/service-kit/images';
import { POOL_CATEGORIES } from './demo-catalogue';
import { IMAGE_HEIGHT, IMAGE_WIDTH, imageSvg, renderImage } from './demo-images';

describe('demo images', () => {
  it('draws each variation the same way every time, and variations differently', () => {
    for (const category of POOL_CATEGORIES) {
      expect(imageSvg(category, 3)).toBe(imageSvg(category, 3));
      expect(imageSvg(category, 3)).not.toBe(imageSvg(category, 4));
      expect(imageSvg(category, 0)).toMatch(/^<svg [^>]*width="1280" height="853"/);
    }
  });

  it('renders a 1280×853 JPEG locally', async () => {
    const jpeg = await renderImage('Kitchen', 0);
    expect(sniffImageType(jpeg.subarray(0, 16))).toBe('jpeg');
    const meta = await sharp(jpeg).metadata();
    expect([meta.width, meta.height]).toEqual([IMAGE_WIDTH, IMAGE_HEIGHT]);
    expect(jpeg.length).toBeLessThan(500_000);
  });
});
