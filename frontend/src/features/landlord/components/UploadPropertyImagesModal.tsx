import { useId, useState } from 'react';
import { Dialog } from '../../../components/Dialog';
import { attachListingImages } from '../api/attach-listing-images';
import { uploadImage } from '../api/upload-image';
import type { MessageId } from '../../../i18n/message-ids';
import { useText, type MessageValues } from '../../../i18n/use-text';
import { checkImageFiles, IMAGE_ACCEPT, imageLimitsHint } from '../../../lib/image-files';

/** The five categories every listing needs a photo of (spec 001 §2), as the server stores them. */
export const REQUIRED_CATEGORIES = ['Living room', 'Kitchen', 'Bed Room', 'Bathroom', 'Front Door'] as const;
type RequiredCategory = (typeof REQUIRED_CATEGORIES)[number];
/** At most 30 images per property (spec 001 §9). */
export const MAX_IMAGES = 30;

/** How a required category is named on screen (a custom one shows as the landlord typed it). */
const CATEGORY_IDS: Record<RequiredCategory, MessageId> = {
  'Living room': 'landlord.upload.category.livingRoom',
  Kitchen: 'landlord.upload.category.kitchen',
  'Bed Room': 'landlord.upload.category.bedRoom',
  Bathroom: 'landlord.upload.category.bathroom',
  'Front Door': 'landlord.upload.category.frontDoor',
};

const isRequired = (category: string): category is RequiredCategory =>
  (REQUIRED_CATEGORIES as readonly string[]).includes(category);

/** A message of the modal and its values. */
type Problem = { id: MessageId; values?: MessageValues };

type FileState = {
  share: number;
  status: 'waiting' | 'uploading' | 'done' | 'failed';
  imageId?: string;
  error?: string;
};

const fileKey = (category: string, index: number) => `${category}#${index}`;

/** What is wrong with the chosen files before any upload, or null (spec 001 §5, in its order). */
export function selectionProblem(files: Record<string, File[]>): Problem | null {
  const total = Object.values(files).reduce((n, list) => n + list.length, 0);
  if (total > MAX_IMAGES) return { id: 'landlord.upload.tooMany', values: { max: MAX_IMAGES } };
  if (total < REQUIRED_CATEGORIES.length) return { id: 'landlord.upload.tooFew' };
  const missing = REQUIRED_CATEGORIES.find((category) => (files[category]?.length ?? 0) === 0);
  if (missing) return { id: 'landlord.upload.missing', values: { categoryId: missing } };
  return null;
}

interface Props {
  /** The listing request the images belong to. */
  requestId: string;
  /** After the images are attached: the modal closes and the hub reloads. */
  onDone(): void;
  /**
   * Finishing a draft from its card: the modal may be closed (the draft stays a draft). Without it, right after a
   * submission, the modal cannot be dismissed (spec 001 §2).
   */
  onCancel?(): void;
}

/**
 * The Upload Property Images modal that follows a listing submission: not dismissable (the listing needs its photos),
 * five required categories with several images each, custom categories while the total stays under 30, images only,
 * each file's progress shown, then the uploaded ids attached to the request (PUT …/{id}/images).
 */
export function UploadPropertyImagesModal({ requestId, onDone, onCancel }: Props) {
  const t = useText();
  const id = useId();
  const categoryName = (category: string) => (isRequired(category) ? t(CATEGORY_IDS[category]) : category);
  const say = (problem: Problem) =>
    problem.values?.categoryId !== undefined
      ? t(problem.id, { category: categoryName(String(problem.values.categoryId)) })
      : t(problem.id, problem.values);
  const [categories, setCategories] = useState<string[]>([...REQUIRED_CATEGORIES]);
  const [files, setFiles] = useState<Record<string, File[]>>({});
  const [refused, setRefused] = useState<string[]>([]);
  const [newCategory, setNewCategory] = useState('');
  const [categoryError, setCategoryError] = useState<Problem | null>(null);
  const [error, setError] = useState<Problem | null>(null);
  const [progress, setProgress] = useState<Record<string, FileState>>({});
  const [busy, setBusy] = useState(false);

  async function pick(category: string, list: FileList | null) {
    // Each file is checked at once with the server's rule (type by its bytes, size); a refused one is named, not kept.
    const { accepted, refused: reasons } = await checkImageFiles(list, t);
    setRefused(reasons);
    // Picking files for a category replaces its earlier selection (spec 001 §2).
    setFiles((current) => ({ ...current, [category]: accepted }));
    setProgress({});
    setError(null);
  }

  function addCategory() {
    const name = newCategory.trim();
    if (!name) return;
    if (categories.some((c) => c.toLowerCase() === name.toLowerCase())) {
      setCategoryError({ id: 'landlord.upload.categoryExists', values: { name } });
      return;
    }
    // Extras plus the five required stay below 30 (spec 001 §9).
    if (categories.length + 1 >= MAX_IMAGES) {
      setCategoryError({ id: 'landlord.upload.categoryLimit', values: { max: MAX_IMAGES } });
      return;
    }
    setCategories((current) => [...current, name]);
    setNewCategory('');
    setCategoryError(null);
  }

  async function upload() {
    const problem = selectionProblem(files);
    setError(problem);
    if (problem) return;
    setBusy(true);
    const states: Record<string, FileState> = { ...progress };
    const update = (key: string, state: FileState) => {
      states[key] = state;
      setProgress({ ...states });
    };
    for (const category of categories) {
      for (const [index, file] of (files[category] ?? []).entries()) {
        const key = fileKey(category, index);
        if (states[key]?.status === 'done') continue; // a retry sends only what failed
        update(key, { share: 0, status: 'uploading' });
        try {
          const uploaded = await uploadImage(requestId, category, file, (share) =>
            update(key, { share, status: 'uploading' }),
          );
          update(key, { share: 1, status: 'done', imageId: uploaded.id });
        } catch (err) {
          update(key, { share: 0, status: 'failed', error: err instanceof Error ? err.message : String(err) });
        }
      }
    }
    const all = Object.values(states);
    if (all.some((state) => state.status !== 'done')) {
      setError({ id: 'landlord.upload.failed' });
      setBusy(false);
      return;
    }
    try {
      await attachListingImages(
        requestId,
        all.map((state) => state.imageId!),
      );
      onDone();
    } catch {
      setError({ id: 'landlord.upload.failed' });
      setBusy(false);
    }
  }

  return (
    <Dialog
      open
      onClose={() => (busy ? undefined : onCancel?.())}
      dismissable={onCancel !== undefined}
      size="large"
      title={t('landlord.upload.title')}
    >
      <div className="upload-images">
        <p>{t('landlord.upload.intro', { max: MAX_IMAGES, limits: imageLimitsHint(t) })}</p>
        <ul className="upload-images__categories">
          {categories.map((category) => {
            const chosen = files[category] ?? [];
            return (
              <li key={category} className="upload-images__category">
                <label htmlFor={`${id}-${category}`}>
                  {isRequired(category)
                    ? t('landlord.upload.required', { category: categoryName(category) })
                    : category}
                </label>
                <input
                  id={`${id}-${category}`}
                  type="file"
                  accept={IMAGE_ACCEPT}
                  multiple
                  disabled={busy}
                  onChange={(event) => void pick(category, event.target.files)}
                />
                {chosen.length > 0 ? (
                  <ul
                    className="upload-images__files"
                    aria-label={t('landlord.upload.files', { category: categoryName(category) })}
                  >
                    {chosen.map((file, index) => {
                      const state = progress[fileKey(category, index)];
                      return (
                        <li key={fileKey(category, index)}>
                          <span>{file.name}</span>{' '}
                          <progress
                            max={100}
                            value={Math.round((state?.share ?? 0) * 100)}
                            aria-label={t('landlord.upload.uploadOf', { name: file.name })}
                          />{' '}
                          <span className={`upload-images__state upload-images__state--${state?.status ?? 'waiting'}`}>
                            {state?.status === 'done'
                              ? t('landlord.upload.state.done')
                              : state?.status === 'failed'
                                ? t('landlord.upload.state.failed', { error: state.error ?? '' })
                                : state?.status === 'uploading'
                                  ? t('landlord.upload.state.uploading', { percent: Math.round(state.share * 100) })
                                  : t('landlord.upload.state.ready')}
                          </span>
                        </li>
                      );
                    })}
                  </ul>
                ) : null}
              </li>
            );
          })}
        </ul>
        {refused.length > 0 ? (
          <ul className="upload-images__refused" role="alert" aria-label={t('landlord.upload.refusedLabel')}>
            {refused.map((message) => (
              <li key={message}>{t('landlord.upload.refused', { reason: message })}</li>
            ))}
          </ul>
        ) : null}
        <div className="upload-images__add">
          <label htmlFor={`${id}-new-category`}>{t('landlord.upload.customCategory')}</label>
          <input
            id={`${id}-new-category`}
            value={newCategory}
            onChange={(event) => setNewCategory(event.target.value)}
            placeholder={t('landlord.upload.customPlaceholder')}
            disabled={busy}
          />
          <button type="button" className="button button--secondary" onClick={addCategory} disabled={busy}>
            {t('landlord.upload.addCategory')}
          </button>
          {categoryError ? <p role="alert">{say(categoryError)}</p> : null}
        </div>
        {error ? (
          <p className="upload-images__error" role="alert">
            {say(error)}
          </p>
        ) : null}
        <div className="upload-images__actions">
          <button type="button" className="button button--primary" onClick={() => void upload()} disabled={busy}>
            {busy ? t('landlord.upload.uploading') : t('landlord.upload.submit')}
          </button>
        </div>
      </div>
    </Dialog>
  );
}
