import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { mergeTranslations } from 'react-admin';
import { texts } from './catalogue';

/**
 * react-admin's i18nProvider, wired on purpose rather than left implicit: react-admin's own
 * texts (buttons, notifications, empty pages) come from ra-language-english, and where the spec
 * has words for the same thing they are taken from the catalogue, so there is one catalogue
 * (src/messages/catalogue.ts) for every text the admin shows. react-admin bundles both packages
 * already, so this adds no bytes. Spec strings passed to `translate` (useNotify messages) are not
 * keys: `allowMissing` shows them as they are, letter for letter.
 */
const specOverrides = {
  ra: {
    page: { not_found: texts.notFound.heading },
    message: { not_found: texts.notFound.body },
  },
};

export const i18nProvider = polyglotI18nProvider(
  () => mergeTranslations(englishMessages, specOverrides),
  'en',
  [{ locale: 'en', name: 'English' }],
  { allowMissing: true },
);
