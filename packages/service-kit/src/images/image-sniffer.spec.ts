import sharp from 'sharp';
import { sniffImageType } from './image-sniffer';

const tiny = () => sharp({ create: { width: 4, height: 3, channels: 3, background: '#3366cc' } });

describe('sniffImageType', () => {
  it('names JPEG, PNG and WebP from real encoder output', async () => {
    expect(sniffImageType(await tiny().jpeg().toBuffer())).toBe('jpeg');
    expect(sniffImageType(await tiny().png().toBuffer())).toBe('png');
    expect(sniffImageType(await tiny().webp().toBuffer())).toBe('webp');
  });

  it('needs only the first 12 bytes', async () => {
    expect(sniffImageType((await tiny().png().toBuffer()).subarray(0, 12))).toBe('png');
    expect(sniffImageType((await tiny().webp().toBuffer()).subarray(0, 12))).toBe('webp');
    expect(sniffImageType((await tiny().jpeg().toBuffer()).subarray(0, 3))).toBe('jpeg');
  });

  it('refuses SVG, with or without an XML declaration', () => {
    expect(sniffImageType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>'))).toBeNull();
    expect(sniffImageType(Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
  });

  it('refuses GIF, HEIC, PDF, text, other RIFF files and empty or cut-off input', () => {
    expect(sniffImageType(Buffer.from('GIF89a\x01\x00\x01\x00\x80\x00\x00', 'latin1'))).toBeNull();
    expect(sniffImageType(Buffer.from('\x00\x00\x00\x18ftypheic\x00\x00\x00\x00', 'latin1'))).toBeNull();
    expect(sniffImageType(Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3', 'latin1'))).toBeNull();
    expect(sniffImageType(Buffer.from('just a text file named photo.jpg\n'))).toBeNull();
    expect(sniffImageType(Buffer.from('RIFF\x24\x00\x00\x00WAVEfmt ', 'latin1'))).toBeNull();
    expect(sniffImageType(Buffer.alloc(0))).toBeNull();
    expect(sniffImageType(Buffer.from([0xff, 0xd8]))).toBeNull();
    expect(sniffImageType(Buffer.from([0x89, 0x50, 0x4e, 0x47]))).toBeNull();
  });
});
