import type { ReaderText } from '../format';
import { button, heading, paragraph, signOff, textSignOff, type TemplateSource } from '../template-source';

export interface ConversationUnreadProps {
  /** The reader's first name, or their name as the conversation shows it. */
  name: string;
  /** "Question about 2 BHK Apartment in Indiranagar" */
  title: string;
  /** "1 unread message", "7 unread messages" */
  unreadLabel: string;
  /** The newest unread messages, oldest first; their text as written (escaped in the HTML). */
  messages: Array<{ authorName: string; text: string; postedAt: ReaderText }>;
  /** "and 2 earlier unread messages": absent when every unread message is shown. */
  moreLabel?: string;
  /** The conversation in the SPA's Inbox (APP_URL + `/inbox/<conversationId>`). */
  conversationUrl: string;
}

export const conversationUnreadTemplate: TemplateSource = {
  subject: '{{unreadLabel}}: {{title}}',
  mjml: [
    heading('Hello {{name}},'),
    paragraph('You have {{unreadLabel}} in your conversation <strong>{{title}}</strong>:'),
    '<mj-text>{{#each messages}}<div style="background:#f1f5f9;border-left:4px solid #0f766e;padding:12px;' +
      'margin:0 0 12px 0"><strong>{{authorName}}</strong> <span style="color:#64748b">{{postedAt}}</span><br/>' +
      '<span style="white-space:pre-wrap">{{text}}</span></div>{{/each}}' +
      '{{#if moreLabel}}<div style="color:#64748b">…{{moreLabel}}.</div>{{/if}}</mj-text>',
    button('Read and reply', 'conversationUrl'),
    paragraph(
      '<span style="color:#64748b;font-size:13px">Replies are written on Trio Rentals: replying to this e-mail ' +
        'does not reach them. We write once for the messages that arrive while you are away, not for each.</span>',
    ),
    signOff,
  ].join(''),
  text:
    'Hello {{name}},\n\nYou have {{unreadLabel}} in your conversation "{{title}}":\n\n' +
    '{{#each messages}}{{authorName}}, {{postedAt}}:\n{{text}}\n\n{{/each}}' +
    '{{#if moreLabel}}…{{moreLabel}}.\n\n{{/if}}' +
    'Read and reply: {{conversationUrl}}\n\nReplies are written on Trio Rentals: replying to this e-mail does not ' +
    'reach them.\n' +
    textSignOff,
};
