import { heading, paragraph, button, signOff, textSignOff, type TemplateSource } from '../template-source';

export interface WelcomeProps {
  firstName: string;
  searchUrl: string;
}

export const welcomeTemplate: TemplateSource = {
  subject: 'Welcome to Trio Rentals, {{firstName}}',
  mjml: [
    heading('Welcome, {{firstName}}!'),
    paragraph(
      'Your Trio Rentals account is ready. Search verified homes across India, save your favourites and apply to ' +
        'rent in a few minutes.',
    ),
    button('Find a home', 'searchUrl'),
    signOff,
  ].join(''),
  text:
    'Welcome, {{firstName}}!\n\nYour Trio Rentals account is ready. Search verified homes across India, save your ' +
    'favourites and apply to rent in a few minutes.\n\nFind a home: {{searchUrl}}\n' +
    textSignOff,
};
