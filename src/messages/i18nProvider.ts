import englishMessages from 'ra-language-english';
import { mergeTranslations, type I18nProvider } from 'react-admin';
import { texts } from './catalogue';
import { flattenMessages, phraseTranslator, type Messages } from './phrases';

/**
 * react-admin's i18nProvider, wired on purpose rather than left implicit: react-admin's own
 * texts (buttons, notifications, empty pages) come from ra-language-english, and where the product
 * has words for the same thing they are taken from the catalogue, so there is one catalogue
 * (src/messages/catalogue.ts) for every text the admin shows. The provider is ra-i18n-polyglot's
 * without polyglot: one English catalogue needs only its interpolation and English plurals
 * (phrases.ts). Spec strings passed to `translate` (useNotify messages) are not keys: like
 * polyglot's `allowMissing`, they are shown as they are, letter for letter.
 */
const specOverrides = {
  ra: {
    page: { not_found: texts.notFound.heading },
    message: { not_found: texts.notFound.body },
  },
};

const translate = phraseTranslator(
  // polyglot's phrases start with '' → '' too (ra-i18n-polyglot)
  { '': '', ...flattenMessages(mergeTranslations(englishMessages, specOverrides) as Messages) },
);

export const i18nProvider: I18nProvider = {
  translate: (key, options = {}) => translate(key, options),
  changeLocale: () => Promise.resolve(),
  getLocale: () => 'en',
  getLocales: () => [{ locale: 'en', name: 'English' }],
};
