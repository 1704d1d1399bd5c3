import {
  heading,
  homeCard,
  paragraph,
  savedSearchFooter,
  signOff,
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

const why = 'You receive this because you asked to hear at once of new homes for “{{searchName}}”.';

export const savedSearchAlertTemplate: TemplateSource = {
  subject: 'New home for your saved search “{{searchName}}”',
  mjml: [
    heading('A new home for “{{searchName}}”'),
    paragraph('Hello {{firstName}}, a home that matches your saved search has just been listed.'),
    `<mj-text>{{#with home}}${homeCard}{{/with}}</mj-text>`,
    signOff,
    savedSearchFooter(why),
  ].join(''),
  text:
    'Hello {{firstName}},\n\nA home that matches your saved search “{{searchName}}” has just been listed:\n\n' +
    `{{#with home}}${textHomeCard}{{/with}}` +
    textSignOff +
    textSavedSearchFooter(why),
};
