import { useMutation } from '@tanstack/react-query';
import { openConversation, type Conversation, type ConversationSubjectKind } from '@trio/contracts/http/conversations';
import { useNavigate } from 'react-router-dom';
import { paths } from '../config/paths';
import { callRoute } from './api-client';

/*
 * Opening the conversation about a thing, shared by every screen that shows one (a home, an application, a lease, a
 * maintenance request): features do not import each other, so this lives here beside the other shared writes.
 */

/** POST /trio/conversations {about}: the conversation about a thing (made on first use). */
export function openConversationAbout(kind: ConversationSubjectKind, id: string): Promise<Conversation> {
  return callRoute(openConversation, { body: { about: { kind, id } } });
}

/** Opens the conversation about a thing and goes to it in the Inbox; a refusal (409 OWN_HOME, 404) stays in `error`. */
export function useOpenConversation(kind: ConversationSubjectKind, id: string) {
  const navigate = useNavigate();
  return useMutation<Conversation, Error>({
    mutationFn: () => openConversationAbout(kind, id),
    onSuccess: (conversation) => void navigate(paths.conversation(conversation._id)),
  });
}
