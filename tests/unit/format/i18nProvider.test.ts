import { describe, expect, it } from 'vitest';
import { i18nProvider } from '../../../src/messages/i18nProvider';
import { texts } from '../../../src/messages/catalogue';

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
