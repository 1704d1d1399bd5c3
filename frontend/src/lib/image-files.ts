import {
  ACCEPTED_IMAGE_MIME_TYPES,
  imageFileProblem,
  MAX_IMAGE_BYTES,
  SNIFF_BYTES,
  type ImageFileProblem,
} from '@trio/contracts/images';
import type { Translate } from '../i18n/use-text';

/*
 * A chosen image checked before anything is sent, with the rule the servers apply (contracts' images: JPEG, PNG or
 * WebP by its bytes, at most 10 MB), so a file picker says at once what is wrong with each file it refuses instead
 * of dropping it or letting the upload fail later.
 */

/** A file input's `accept`: the formats the servers take. */
export const IMAGE_ACCEPT = ACCEPTED_IMAGE_MIME_TYPES.join(',');

const MB = 1024 * 1024;
const megabytes = (bytes: number) => (bytes / MB).toLocaleString('en-IN', { maximumFractionDigits: 1 });

/** What a picker of images takes, said next to it, in the language shown. */
export function imageLimitsHint(t: Translate): string {
  return t('common.images.limits', { max: MAX_IMAGE_BYTES / MB });
}

/** The words for a refused file, named, in the language shown. */
export function imageRefusal(name: string, problem: ImageFileProblem, size: number, t: Translate): string {
  return problem === 'IMAGE_TOO_LARGE'
    ? t('common.images.tooLarge', { name, size: megabytes(size), max: MAX_IMAGE_BYTES / MB })
    : t('common.images.notImage', { name });
}

/** The first bytes of a file (its type is told by them, not by its name). */
async function headOf(file: Blob): Promise<Uint8Array> {
  const part = file.slice(0, SNIFF_BYTES);
  if (typeof part.arrayBuffer === 'function') return new Uint8Array(await part.arrayBuffer());
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsArrayBuffer(part);
  });
}

/** Why the server would refuse this file as an image, in words (see imageRefusal), or null when it passes the checks. */
export async function checkImageFile(file: File, t: Translate): Promise<string | null> {
  let head: Uint8Array;
  try {
    head = await headOf(file);
  } catch {
    return t('common.images.unreadable', { name: file.name });
  }
  const problem = imageFileProblem({ size: file.size, head });
  return problem ? imageRefusal(file.name, problem, file.size, t) : null;
}

/** The chosen files split into those that pass and one message per refused file, in the order chosen. */
export async function checkImageFiles(
  files: Iterable<File> | ArrayLike<File> | null,
  t: Translate,
): Promise<{ accepted: File[]; refused: string[] }> {
  const list = Array.from(files ?? []);
  const verdicts = await Promise.all(list.map((file) => checkImageFile(file, t)));
  return {
    accepted: list.filter((_, i) => verdicts[i] === null),
    refused: verdicts.filter((message): message is string => message !== null),
  };
}
