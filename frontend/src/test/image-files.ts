/** Files for the SPA's pickers: they start with an image format's magic bytes (what the checks read), `size` long. */

const MAGIC = {
  jpeg: [0xff, 0xd8, 0xff, 0xe0],
  png: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
} as const;

function imageFile(kind: keyof typeof MAGIC, name: string, size: number): File {
  const bytes = new Uint8Array(Math.max(size, MAGIC[kind].length));
  bytes.set(MAGIC[kind]);
  return new File([bytes], name, { type: `image/${kind}` });
}

export const jpegFile = (name: string, size = 2048) => imageFile('jpeg', name, size);
export const pngFile = (name: string, size = 2048) => imageFile('png', name, size);
/** A text file with an image's name and declared type: only its bytes tell. */
export const textCalledImage = (name: string) => new File(['not a photo at all'], name, { type: 'image/jpeg' });

export const MB = 1024 * 1024;
