import { describe, expect, it } from 'vitest';
import { i18nProvider } from '../../../src/messages/i18nProvider';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { mergeTranslations } from 'react-admin';
import { texts } from '../../../src/messages/catalogue';
import {
  flattenMessages,
  phraseTranslator,
  type Messages,
  type Substitutions,
} from '../../../src/messages/phrases';

describe("react-admin's i18nProvider", () => {
  it("speaks the spec's words where the spec has them, from the one catalogue", () => {
    expect(i18nProvider.translate('ra.page.not_found')).toBe(texts.notFound.heading);
    expect(i18nProvider.translate('ra.message.not_found')).toBe(texts.notFound.body);
  });

  it("keeps react-admin's own English texts", () => {
    expect(i18nProvider.translate('ra.action.undo')).toBe('Undo');
  });

  it('shows a spec message given as a notification letter for letter', () => {
    expect(i18nProvider.translate('Get Assets List Failed !')).toBe('Get Assets List Failed !');
  });
});

describe('the phrases translator (polyglot without polyglot)', () => {
  // The provider it replaced, built the same way, as the reference for every react-admin text.
  const messages = mergeTranslations(englishMessages, {
    ra: { page: { not_found: texts.notFound.heading } },
  });
  const reference = polyglotI18nProvider(
    () => messages,
    'en',
    [{ locale: 'en', name: 'English' }],
    {
      allowMissing: true,
    },
  );
  const translate = phraseTranslator({ '': '', ...flattenMessages(messages as Messages) });
  const keys = Object.keys(flattenMessages(messages as Messages));
  const optionSets: Substitutions[] = [
    undefined,
    {},
    0,
    1,
    2,
    { smart_count: 1, name: 'user' },
    { smart_count: 5, name: 'users', total: 40, offsetBegin: 1, offsetEnd: 25 },
    { smart_count: '1', name: null, _: 'fallback %{name}' },
  ];

  it('answers every react-admin key as polyglot does, with and without substitutions', () => {
    expect(keys.length).toBeGreaterThan(150); // ra-language-english 5.15: 164 texts
    for (const key of keys)
      for (const options of optionSets)
        expect(translate(key, options)).toBe(reference.translate(key, options as never));
  });

  it('answers unknown keys and defaults as polyglot does', () => {
    const cases: [string, Substitutions][] = [
      ['Could not load the users.', undefined],
      ['%{count} rows |||| %{count} row', { smart_count: 1, count: 1 }],
      ['missing.key', { _: 'Default %{x}', x: 3 }],
      ['missing.key', { _: 'one |||| many', smart_count: 2 }],
      ['', undefined],
    ];
    for (const [key, options] of cases)
      expect(translate(key, options)).toBe(reference.translate(key, options as never));
  });
});
