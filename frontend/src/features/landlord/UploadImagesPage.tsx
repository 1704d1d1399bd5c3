import type { Property } from '@trio/contracts/http/properties';
import { useId, useMemo, useState } from 'react';
import { useParams } from 'react-router-dom';
import { Spinner } from '../../components/Spinner';
import type { MessageId } from '../../i18n/message-ids';
import { useText } from '../../i18n/use-text';
import { checkImageFiles, IMAGE_ACCEPT, imageLimitsHint } from '../../lib/image-files';
import { addressLine } from '../../lib/listing-requests';
import { useMyProperties } from './api/get-my-properties';
import { uploadImage } from './api/upload-image';
import './landlord.css';

type Result = {
  name: string;
  imageType: string;
  share: number;
  outcome: 'uploading' | 'done' | 'failed';
  detail?: string;
};

/**
 * `/{propertyId}/uploadImages` (spec 001 §2): pick one of your properties (searchable, by address), then a main
 * image, a floor plan and additional photos; "Upload Images" sends each with its type (main, floorplan,
 * additional). Each file's result is shown (the spec only logged it).
 */
export function UploadImagesPage() {
  const t = useText();
  const { propertyId } = useParams();
  const properties = useMyProperties();
  return (
    <main id="main" className="page landlord">
      <h1>{t('landlord.uploadPage.title')}</h1>
      {properties.isPending ? <Spinner label={t('landlord.uploadPage.loading')} /> : null}
      {properties.isError ? (
        <p role="alert">{t('landlord.uploadPage.loadFailed', { reason: properties.error.message })}</p>
      ) : null}
      {properties.data ? <UploadForm properties={properties.data} initialId={propertyId} /> : null}
    </main>
  );
}

function PropertyPicker({
  properties,
  selected,
  onSelect,
}: {
  properties: readonly Property[];
  selected: Property | undefined;
  onSelect(property: Property): void;
}) {
  const t = useText();
  const id = useId();
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const options = useMemo(() => {
    const words = query.toLowerCase().split(/\s+/).filter(Boolean);
    return properties.filter((p) => words.every((word) => addressLine(p.address, t).toLowerCase().includes(word)));
  }, [properties, query, t]);

  return (
    <div className="listing-form__field picker">
      <label htmlFor={`${id}-input`}>{t('landlord.uploadPage.property')}</label>
      <input
        id={`${id}-input`}
        role="combobox"
        aria-expanded={open}
        aria-controls={`${id}-list`}
        aria-autocomplete="list"
        placeholder={t('landlord.uploadPage.selectProperty')}
        value={open ? query : selected ? addressLine(selected.address, t) : query}
        onFocus={() => setOpen(true)}
        onChange={(event) => {
          setQuery(event.target.value);
          setOpen(true);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Escape') setOpen(false);
          if (event.key === 'Enter' && options[0]) {
            event.preventDefault();
            onSelect(options[0]);
            setOpen(false);
          }
        }}
      />
      {open ? (
        <ul id={`${id}-list`} role="listbox" className="picker__list" style={{ maxHeight: 200, overflowY: 'auto' }}>
          {options.length === 0 ? (
            <li role="option" aria-selected={false} aria-disabled="true">
              {t('landlord.uploadPage.noMatch')}
            </li>
          ) : null}
          {options.map((property) => (
            <li
              key={property._id}
              role="option"
              aria-selected={property._id === selected?._id}
              tabIndex={-1}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => {
                onSelect(property);
                setQuery('');
                setOpen(false);
              }}
            >
              {addressLine(property.address, t)}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

type Picker = 'main' | 'floorplan' | 'additional';

const PICKER_LABEL_IDS: Record<Picker, MessageId> = {
  main: 'landlord.uploadPage.picker.main',
  floorplan: 'landlord.uploadPage.picker.floorplan',
  additional: 'landlord.uploadPage.picker.additional',
};

const PICKER_REFUSED_IDS: Record<Picker, MessageId> = {
  main: 'landlord.uploadPage.refused.main',
  floorplan: 'landlord.uploadPage.refused.floorplan',
  additional: 'landlord.uploadPage.refused.additional',
};

/** An image's type as the results name it ("main", "floorplan", "additional", as sent). */
const IMAGE_TYPE_IDS: Record<string, MessageId> = {
  main: 'landlord.uploadPage.type.main',
  floorplan: 'landlord.uploadPage.type.floorplan',
  additional: 'landlord.uploadPage.type.additional',
};

function UploadForm({ properties, initialId }: { properties: readonly Property[]; initialId: string | undefined }) {
  const t = useText();
  const id = useId();
  const [selected, setSelected] = useState<Property | undefined>(() => properties.find((p) => p._id === initialId));
  const [main, setMain] = useState<File | null>(null);
  const [floorplan, setFloorplan] = useState<File | null>(null);
  const [additional, setAdditional] = useState<File[]>([]);
  const [results, setResults] = useState<Result[]>([]);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<MessageId | null>(null);
  /** Why the files last chosen in a picker were not taken, by picker. */
  const [refused, setRefused] = useState<Record<Picker, string[]>>({
    main: [],
    floorplan: [],
    additional: [],
  });

  async function upload() {
    if (!selected) {
      setProblem('landlord.uploadPage.selectFirst');
      return;
    }
    const chosen: [File, string][] = [
      ...(main ? [[main, 'main'] as [File, string]] : []),
      ...(floorplan ? [[floorplan, 'floorplan'] as [File, string]] : []),
      ...additional.map((file) => [file, 'additional'] as [File, string]),
    ];
    if (chosen.length === 0) {
      setProblem('landlord.uploadPage.chooseOne');
      return;
    }
    setProblem(null);
    setBusy(true);
    const list: Result[] = chosen.map(([file, imageType]) => ({
      name: file.name,
      imageType,
      share: 0,
      outcome: 'uploading',
    }));
    setResults([...list]);
    for (const [index, [file, imageType]] of chosen.entries()) {
      try {
        await uploadImage(selected._id, imageType, file, (share) => {
          list[index] = { ...list[index]!, share };
          setResults([...list]);
        });
        list[index] = { ...list[index]!, share: 1, outcome: 'done' };
      } catch (error) {
        list[index] = {
          ...list[index]!,
          outcome: 'failed',
          detail: error instanceof Error ? error.message : String(error),
        };
      }
      setResults([...list]);
    }
    setBusy(false);
  }

  /** The files of a picker that pass the server's checks; the others are named with their reason under it. */
  async function pick(picker: keyof typeof refused, files: FileList | null): Promise<File[]> {
    const { accepted, refused: reasons } = await checkImageFiles(files, t);
    setRefused((current) => ({ ...current, [picker]: reasons }));
    return accepted;
  }

  const refusals = (picker: keyof typeof refused) =>
    refused[picker].length > 0 ? (
      <ul className="listing-form__failure" role="alert" aria-label={t(PICKER_REFUSED_IDS[picker])}>
        {refused[picker].map((message) => (
          <li key={message}>{t('landlord.upload.refused', { reason: message })}</li>
        ))}
      </ul>
    ) : null;

  return (
    <form
      className="listing-form"
      onSubmit={(event) => {
        event.preventDefault();
        void upload();
      }}
    >
      <PropertyPicker properties={properties} selected={selected} onSelect={setSelected} />
      <div className="listing-form__field">
        <label htmlFor={`${id}-main`}>{t(PICKER_LABEL_IDS.main)}</label>
        <input
          id={`${id}-main`}
          type="file"
          accept={IMAGE_ACCEPT}
          aria-describedby={`${id}-hint`}
          onChange={(e) => void pick('main', e.target.files).then((files) => setMain(files[0] ?? null))}
        />
        {refusals('main')}
      </div>
      <div className="listing-form__field">
        <label htmlFor={`${id}-floorplan`}>{t(PICKER_LABEL_IDS.floorplan)}</label>
        <input
          id={`${id}-floorplan`}
          type="file"
          accept={IMAGE_ACCEPT}
          aria-describedby={`${id}-hint`}
          onChange={(e) => void pick('floorplan', e.target.files).then((files) => setFloorplan(files[0] ?? null))}
        />
        {refusals('floorplan')}
      </div>
      <div className="listing-form__field">
        <label htmlFor={`${id}-additional`}>{t(PICKER_LABEL_IDS.additional)}</label>
        <input
          id={`${id}-additional`}
          type="file"
          accept={IMAGE_ACCEPT}
          multiple
          aria-describedby={`${id}-hint`}
          onChange={(e) => void pick('additional', e.target.files).then(setAdditional)}
        />
        {refusals('additional')}
      </div>
      <p id={`${id}-hint`} className="listing-form__hint">
        {imageLimitsHint(t)}
      </p>
      {problem ? (
        <p className="listing-form__failure" role="alert">
          {t(problem)}
        </p>
      ) : null}
      <div className="listing-form__actions">
        <button type="submit" className="button button--primary" disabled={busy}>
          {busy ? t('landlord.upload.uploading') : t('landlord.upload.submit')}
        </button>
      </div>
      {results.length > 0 ? (
        <ul className="upload-images__files" aria-label={t('landlord.uploadPage.results')} aria-live="polite">
          {results.map((result, index) => {
            const typeId = IMAGE_TYPE_IDS[result.imageType];
            return (
              <li key={`${result.name}-${index}`}>
                {t('landlord.uploadPage.result', {
                  name: result.name,
                  type: typeId ? t(typeId) : result.imageType,
                })}{' '}
                <progress
                  max={100}
                  value={Math.round(result.share * 100)}
                  aria-label={t('landlord.upload.uploadOf', { name: result.name })}
                />{' '}
                <span className={`upload-images__state upload-images__state--${result.outcome}`}>
                  {result.outcome === 'done'
                    ? t('landlord.upload.state.done')
                    : result.outcome === 'failed'
                      ? t('landlord.upload.state.failed', { error: result.detail ?? '' })
                      : t('landlord.upload.state.uploading', { percent: Math.round(result.share * 100) })}
                </span>
              </li>
            );
          })}
        </ul>
      ) : null}
    </form>
  );
}
