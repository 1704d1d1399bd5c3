import { imageFileProblem, MAX_IMAGE_BYTES, sniffImageType } from './images';

const bytes = (...values: number[]) => Uint8Array.from(values);
const text = (value: string) => new TextEncoder().encode(value);
const png = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0);

describe('images: what an upload may be, for the servers and the SPA alike', () => {
  it('tells JPEG, PNG and WebP by their bytes, and nothing else', () => {
    expect(sniffImageType(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('jpeg');
    expect(sniffImageType(png)).toBe('png');
    expect(sniffImageType(text('RIFF\u0000\u0000\u0000\u0000WEBP'))).toBe('webp');
    expect(sniffImageType(text('GIF89a......'))).toBeNull();
    expect(sniffImageType(text('not a photo at all'))).toBeNull();
    expect(sniffImageType(bytes())).toBeNull();
  });

  it('refuses a file by its bytes first, then by its size (10 MB is the most)', () => {
    expect(MAX_IMAGE_BYTES).toBe(10 * 1024 * 1024);
    expect(imageFileProblem({ size: 20, head: text('hello, world') })).toBe('UNSUPPORTED_IMAGE_TYPE');
    expect(imageFileProblem({ size: MAX_IMAGE_BYTES + 1, head: png })).toBe('IMAGE_TOO_LARGE');
    expect(imageFileProblem({ size: MAX_IMAGE_BYTES, head: png })).toBeNull();
  });
});
