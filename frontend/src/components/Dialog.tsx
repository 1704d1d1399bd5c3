import { useEffect, useId, useRef, createContext, useContext, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useText } from '../i18n/use-text';
import './Dialog.css';

const CLOSE_ICON = '×';

export type DialogSize = 'small' | 'medium' | 'large' | 'fullscreen';

interface DialogBaseProps {
  open: boolean;
  /** Called on Escape, a backdrop click and the close button. The owner decides whether `open` becomes false. */
  onClose: () => void;
  children: ReactNode;
  /** small ≈ 420 px, medium ≈ 600 px (default), large ≈ 960 px, fullscreen = the whole viewport. */
  size?: DialogSize;
  /** Extra class on the dialog panel (the element with role=dialog). */
  className?: string;
  /** Where focus goes when the dialog opens; default: the first focusable element inside the body, else the panel. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** id of an element describing the dialog (aria-describedby). */
  describedBy?: string;
  /** Label of the close button (default "Close", in the language shown). */
  closeLabel?: string;
  /**
   * false: the dialog cannot be dismissed (no close button; Escape and a backdrop click do nothing): the owner closes
   * it when its work is done (the Upload Property Images modal). Default true.
   */
  dismissable?: boolean;
}

type DialogTitleProps =
  | {
      /** Shown as the dialog's heading and used as its accessible name. */
      title: ReactNode;
      /** Keep the title for screen readers only (the content shows its own heading or none). */
      hideTitle?: boolean;
      labelledBy?: never;
    }
  | {
      title?: never;
      hideTitle?: never;
      /** id of a heading inside `children` that names the dialog; the header then shows only the close button. */
      labelledBy: string;
    };

export type DialogProps = DialogBaseProps & DialogTitleProps;

const FOCUSABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  'audio[controls]',
  'video[controls]',
  '[contenteditable]:not([contenteditable="false"])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

function focusableIn(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) =>
      !element.hasAttribute('inert') && element.getAttribute('aria-hidden') !== 'true' && !element.closest('[hidden]'),
  );
}

/** Open dialogs by id in opening order, each with how many dialogs nested in its content are open. */
const openDialogs = new Map<string, number>();

/** The dialog that answers keys: the last opened one without an open nested dialog. */
function topDialog(): string | undefined {
  let top: string | undefined;
  for (const [id, openChildren] of openDialogs) if (openChildren === 0) top = id;
  return top;
}

/** Lets a dialog rendered inside another dialog's content tell its parent that it is open. */
const ParentDialogContext = createContext<string | null>(null);

/** The body stays locked while at least one dialog is open; the first one remembers the previous overflow. */
let scrollLocks = 0;
let overflowBeforeLock = '';

function lockBodyScroll(): () => void {
  if (scrollLocks === 0) {
    overflowBeforeLock = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
  }
  scrollLocks += 1;
  return () => {
    scrollLocks -= 1;
    if (scrollLocks === 0) document.body.style.overflow = overflowBeforeLock;
  };
}

/**
 * An accessible modal dialog: rendered into document.body, named by its title, focus moved in and kept inside,
 * Escape and a backdrop click close it, focus goes back to the opener, the page behind does not scroll.
 * Opening animates (dialog 300 ms, backdrop 150 ms; none with reduced motion).
 */
export function Dialog(props: DialogProps) {
  if (!props.open) return null;
  return createPortal(<OpenDialog {...props} />, document.body);
}

function OpenDialog({
  onClose,
  children,
  size = 'medium',
  className,
  initialFocusRef,
  describedBy,
  closeLabel,
  dismissable = true,
  title,
  hideTitle,
  labelledBy,
}: DialogProps) {
  const t = useText();
  const generatedId = useId();
  const titleId = labelledBy ?? `dialog-title-${generatedId}`;
  const panelRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const pressStartedOnBackdrop = useRef(false);
  const parent = useContext(ParentDialogContext);
  const onCloseRef = useRef(onClose);
  const dismissableRef = useRef(dismissable);
  useEffect(() => {
    onCloseRef.current = onClose;
    dismissableRef.current = dismissable;
  });

  useEffect(() => {
    const self = generatedId;
    // A nested dialog's effect runs before its parent's: whichever comes first creates the parent's entry.
    if (!openDialogs.has(self)) openDialogs.set(self, 0);
    if (parent !== null) openDialogs.set(parent, (openDialogs.get(parent) ?? 0) + 1);
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const unlockScroll = lockBodyScroll();

    const panel = panelRef.current;
    const target = initialFocusRef?.current ?? (bodyRef.current ? focusableIn(bodyRef.current)[0] : undefined) ?? panel;
    target?.focus();

    function onDocumentKeyDown(event: KeyboardEvent) {
      if (topDialog() !== self || !panel) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        event.stopPropagation();
        if (dismissableRef.current) onCloseRef.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const focusable = focusableIn(panel);
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (!first || !last) {
        event.preventDefault();
        panel.focus();
        return;
      }
      const active = document.activeElement;
      const inside = active instanceof Node && panel.contains(active);
      if (event.shiftKey && (!inside || active === first || active === panel)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (!inside || active === last)) {
        event.preventDefault();
        first.focus();
      }
    }
    document.addEventListener('keydown', onDocumentKeyDown);

    return () => {
      document.removeEventListener('keydown', onDocumentKeyDown);
      openDialogs.delete(self);
      if (parent !== null && openDialogs.has(parent)) openDialogs.set(parent, (openDialogs.get(parent) ?? 1) - 1);
      unlockScroll();
      if (opener && opener.isConnected) opener.focus();
    };
    // Runs once per opening; a later change of initialFocusRef must not move focus again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <div
      className="dialog-backdrop"
      data-testid="dialog-backdrop"
      onMouseDown={(event) => {
        pressStartedOnBackdrop.current = event.target === event.currentTarget;
      }}
      onClick={(event) => {
        // Only a press and release both on the backdrop closes (a text selection dragged out of the panel does not).
        if (event.target === event.currentTarget && pressStartedOnBackdrop.current && dismissable) onClose();
        pressStartedOnBackdrop.current = false;
      }}
    >
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={describedBy}
        tabIndex={-1}
        className={['dialog', `dialog--${size}`, className].filter(Boolean).join(' ')}
      >
        <div className={labelledBy || hideTitle ? 'dialog__header dialog__header--bare' : 'dialog__header'}>
          {labelledBy ? null : (
            <h2 id={titleId} className={hideTitle ? 'dialog__title visually-hidden' : 'dialog__title'}>
              {title}
            </h2>
          )}
          {dismissable ? (
            <button
              type="button"
              className="dialog__close"
              aria-label={closeLabel ?? t('shell.dialog.close')}
              onClick={onClose}
            >
              <span aria-hidden="true">{CLOSE_ICON}</span>
            </button>
          ) : null}
        </div>
        <div ref={bodyRef} className="dialog__body">
          <ParentDialogContext.Provider value={generatedId}>{children}</ParentDialogContext.Provider>
        </div>
      </div>
    </div>
  );
}
