import {
  heading,
  homeCard,
  paragraph,
  savedSearchFooter,
  signOff,
  t,
  textHomeCard,
  textSavedSearchFooter,
  textSignOff,
  type HomeCard,
  type TemplateSource,
} from '../template-source';

export interface SavedSearchDigestProps {
  firstName: string;
  searchName: string;
  /** How many homes the digest lists (the messages count them: "1 new home", "3 new homes"). */
  homeCount: number;
  homes: HomeCard[];
  manageUrl: string;
  unsubscribeUrl: string;
}

export const savedSearchDigestTemplate: TemplateSource = {
  subject: t('saved-search-digest.subject'),
  mjml: [
    heading(t('saved-search-digest.heading')),
    paragraph(t('saved-search-digest.matches')),
    `<mj-text>{{#each homes}}${homeCard}{{/each}}</mj-text>`,
    signOff,
    savedSearchFooter('saved-search-digest.why'),
  ].join(''),
  text:
    `${t('saved-search-digest.greeting')}\n\n${t('saved-search-digest.matchesText')}\n\n` +
    `{{#each homes}}${textHomeCard}\n{{/each}}` +
    textSignOff +
    textSavedSearchFooter('saved-search-digest.why'),
};
