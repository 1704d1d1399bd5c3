import type { ConversationSubjectKind } from '@trio/contracts/http/conversations';
import { useEffect, useRef } from 'react';
import { useText } from '../../i18n/use-text';
import { useSession } from '../../lib/auth/session';
import { useLoginDialog } from '../../lib/login-dialog-context';
import { useOpenConversation } from '../../lib/open-conversation';

interface OpenConversationButtonProps {
  /** What the conversation is about, and its id (a property, application, lease or maintenance request id). */
  kind: ConversationSubjectKind;
  id: string;
  /** The button's text, in the language shown; "Message" when not given. */
  label?: string;
  /** The button's accessible name when the label alone is ambiguous on its screen ("Messages about …"). */
  ariaLabel?: string;
  className?: string;
}

/**
 * A button that opens the conversation about a thing and goes to it in the Inbox. A visitor is asked to sign in
 * first and is taken on once they have; a refusal (the home's own manager or landlord: 409 OWN_HOME) is said below.
 */
export function OpenConversationButton({
  kind,
  id,
  label,
  ariaLabel,
  className = 'button button--primary',
}: OpenConversationButtonProps) {
  const { userLoggedIn } = useSession();
  const t = useText();
  const loginDialog = useLoginDialog();
  const open = useOpenConversation(kind, id);
  const waitingForSignIn = useRef(false);
  const { mutate } = open;

  // A visitor who asked and has signed in since is taken on to the conversation.
  useEffect(() => {
    if (userLoggedIn && waitingForSignIn.current) {
      waitingForSignIn.current = false;
      mutate();
    }
  }, [userLoggedIn, mutate]);

  function start() {
    if (userLoggedIn) {
      open.mutate();
      return;
    }
    waitingForSignIn.current = true;
    loginDialog.open();
  }

  return (
    <>
      <button type="button" className={className} onClick={start} disabled={open.isPending} aria-label={ariaLabel}>
        {open.isPending ? t('common.conversation.opening') : (label ?? t('common.conversation.message'))}
      </button>
      {open.isError ? (
        <p className="open-conversation__error" role="alert">
          {open.error.message}
        </p>
      ) : null}
    </>
  );
}
