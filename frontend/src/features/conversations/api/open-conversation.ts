import { useMutation } from '@tanstack/react-query';
import { openConversation, type Conversation, type ConversationSubjectKind } from '@trio/contracts/http/conversations';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { callRoute } from '../../../lib/api-client';

/** POST /trio/conversations {about}: the conversation about a thing (made on first use). */
export function openConversationAbout(kind: ConversationSubjectKind, id: string): Promise<Conversation> {
  return callRoute(openConversation, { body: { about: { kind, id } } });
}

/** Opens the conversation about a thing and goes to it; a refusal (409 OWN_HOME, 404) stays in `error`. */
export function useOpenConversation(kind: ConversationSubjectKind, id: string) {
  const navigate = useNavigate();
  return useMutation<Conversation, Error>({
    mutationFn: () => openConversationAbout(kind, id),
    onSuccess: (conversation) => void navigate(paths.conversation(conversation._id)),
  });
}
