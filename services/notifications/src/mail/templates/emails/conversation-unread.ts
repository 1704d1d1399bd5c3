import type { ReaderText } from '../format';
import { button, heading, paragraph, signOff, t, textSignOff, type TemplateSource } from '../template-source';

export interface ConversationUnreadProps {
  /** The reader's first name, or their name as the conversation shows it. */
  name: string;
  /** "Question about 2 BHK Apartment in Indiranagar" */
  title: string;
  /** How many messages are unread (the messages count them: "1 unread message", "7 unread messages"). */
  unreadCount: number;
  /** The newest unread messages, oldest first; their text as written (escaped in the HTML). */
  messages: Array<{ authorName: string; text: string; postedAt: ReaderText }>;
  /** How many earlier unread messages are not shown ("and 2 earlier unread messages"): absent when none. */
  moreCount?: number;
  /** The conversation in the SPA's Inbox (APP_URL + `/inbox/<conversationId>`). */
  conversationUrl: string;
}

export const conversationUnreadTemplate: TemplateSource = {
  subject: t('conversation-unread.subject'),
  mjml: [
    heading(t('conversation-unread.greeting')),
    paragraph(t('conversation-unread.youHave')),
    '<mj-text>{{#each messages}}<div style="background:#f1f5f9;border-left:4px solid #0f766e;padding:12px;' +
      'margin:0 0 12px 0"><strong>{{authorName}}</strong> <span style="color:#64748b">{{postedAt}}</span><br/>' +
      '<span style="white-space:pre-wrap">{{text}}</span></div>{{/each}}' +
      `{{#if moreCount}}<div style="color:#64748b">${t('conversation-unread.more')}</div>{{/if}}</mj-text>`,
    button(t('conversation-unread.reply'), 'conversationUrl'),
    paragraph(`<span style="color:#64748b;font-size:13px">${t('conversation-unread.repliesOnSite')}</span>`),
    signOff,
  ].join(''),
  text:
    `${t('conversation-unread.greeting')}\n\n${t('conversation-unread.youHaveText')}\n\n` +
    '{{#each messages}}{{authorName}}, {{postedAt}}:\n{{text}}\n\n{{/each}}' +
    `{{#if moreCount}}${t('conversation-unread.more')}\n\n{{/if}}` +
    `${t('conversation-unread.reply')}: {{conversationUrl}}\n\n${t('conversation-unread.repliesOnSiteText')}\n` +
    textSignOff,
};
