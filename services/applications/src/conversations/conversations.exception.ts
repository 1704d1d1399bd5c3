import type { ConversationSubjectKind } from '@trio/contracts/http/conversations';
import type { ApplicationsProblemCode } from '@trio/contracts/problem';
import { ProblemException } from '@trio/service-kit/http';

/** What the conversations feature refuses; the class name tells the logs which module spoke. */
export class ConversationException extends ProblemException<ApplicationsProblemCode> {}

/** Unknown, or the caller is not a member: the answer does not tell which. */
export const conversationNotFound = (id: string) =>
  new ConversationException('NOT_FOUND', `There is no conversation ${id}.`);

const subjectNames: Record<ConversationSubjectKind, string> = {
  home: 'home',
  application: 'rental application',
  lease: 'lease',
  repair: 'maintenance request',
};

/** The thing does not exist, or the caller has nothing to do with it. */
export const subjectNotFound = (kind: ConversationSubjectKind, id: string) =>
  new ConversationException('NOT_FOUND', `There is no ${subjectNames[kind]} ${id}.`);

export const ownHome = () =>
  new ConversationException(
    'OWN_HOME',
    'You own or manage this home: renters start conversations about it, and you answer them in your Inbox.',
  );

export const conversationClosed = (reason: string) =>
  new ConversationException(
    'CONVERSATION_CLOSED',
    `${reason} This conversation is closed; its history stays readable.`,
  );

/** Others kept taking the next place in the conversation: the caller sends again. */
export const tooBusy = () =>
  new ConversationException('CONFLICT', 'Too many messages arrived at once; send yours again.');

/** A message names an image the caller may not send in it: another's, another conversation's, or already sent. */
export const imageNotAvailable = (ids: readonly string[]) =>
  new ConversationException(
    'IMAGE_NOT_AVAILABLE',
    `${ids.length === 1 ? `Image ${ids[0]} is` : `Images ${ids.join(', ')} are`} not among your photos waiting to be ` +
      'sent in this conversation: upload the photo again.',
  );

/** Unknown, another conversation's, or an unsent upload of another member: the answer does not tell which. */
export const conversationImageNotFound = (conversationId: string, imageId: string) =>
  new ConversationException('NOT_FOUND', `Conversation ${conversationId} has no image ${imageId}.`);

/** An upload whose form carries no file. */
export const noImageFile = () =>
  new ConversationException('VALIDATION_FAILED', 'Send one image as multipart/form-data, in the field "image".', {
    errors: [{ field: 'image', message: 'Choose a photo to send.' }],
  });
