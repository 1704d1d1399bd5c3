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

export interface SavedSearchAlertProps {
  firstName: string;
  searchName: string;
  home: HomeCard;
  manageUrl: string;
  unsubscribeUrl: string;
}

export const savedSearchAlertTemplate: TemplateSource = {
  subject: t('saved-search-alert.subject'),
  mjml: [
    heading(t('saved-search-alert.heading')),
    paragraph(t('saved-search-alert.listed')),
    `<mj-text>{{#with home}}${homeCard}{{/with}}</mj-text>`,
    signOff,
    savedSearchFooter('saved-search-alert.why'),
  ].join(''),
  text:
    `${t('saved-search-alert.greeting')}\n\n${t('saved-search-alert.listedText')}\n\n` +
    `{{#with home}}${textHomeCard}{{/with}}` +
    textSignOff +
    textSavedSearchFooter('saved-search-alert.why'),
};
