import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  imageFileProblem,
  imageRulesFor,
  imageRulesText,
} from '../../../src/resources/shared/imageFile';
import { validationOf } from '../../../src/resources/shared/validation';

const rules = imageRulesFor('landing');
const banner = imageRulesFor('stakingBanner');

/** jsdom decodes no image: the browser's decoder answers this size (or fails without one). */
function decodesAs(size?: { width: number; height: number }) {
  vi.stubGlobal(
    'createImageBitmap',
    vi.fn(async () => {
      if (!size) throw new DOMException('The source image could not be decoded.');
      return { ...size, close: () => undefined };
    }),
  );
}

const file = (type = 'image/png', bytes = 64) =>
  new File([new Uint8Array(bytes)], 'picture', { type });

afterEach(() => vi.unstubAllGlobals());

describe("an image field's declared rules (imageRules), checked before any upload", () => {
  it('says the rules in one line under the input', () => {
    expect(imageRulesText(rules)).toBe(
      'PNG, JPEG or WebP, exactly 1483 × 989 pixels, at most 5 MB.',
    );
    expect(imageRulesText(undefined)).toBeUndefined();
  });

  it('passes a file of an accepted kind, size and exact dimensions', async () => {
    decodesAs({ width: 1483, height: 989 });
    expect(await imageFileProblem(file(), rules)).toBeNull();
  });

  it("refuses other dimensions with the spec's 'Invalid image dimensions' and the real size", async () => {
    decodesAs({ width: 1482, height: 989 });
    expect(await imageFileProblem(file(), rules)).toEqual({
      title: 'Invalid image dimensions',
      detail: 'This image is 1482 × 989 pixels; it must be exactly 1483 × 989 pixels.',
    });
    decodesAs(undefined);
    expect(await imageFileProblem(file(), rules)).toEqual({
      title: 'Invalid image dimensions',
      detail: 'The browser could not read this file as an image.',
    });
  });

  it('refuses another kind of file, and a file over the byte limit, without decoding it', async () => {
    decodesAs({ width: 1483, height: 989 });
    expect(await imageFileProblem(file('image/gif'), rules)).toEqual({
      title: 'Only PNG, JPEG or WebP images can be used.',
    });
    expect(await imageFileProblem(file('image/png', 5 * 1024 * 1024 + 1), rules)).toEqual({
      title: 'The image is larger than 5 MB.',
    });
    expect(createImageBitmap).not.toHaveBeenCalled();
  });

  it("takes a staking banner of any size within its own bounds, not the landing's", async () => {
    expect(imageRulesText(banner)).toBe(
      'PNG, JPEG or WebP, from 600 × 150 to 4000 × 2000 pixels, at most 5 MB.',
    );
    decodesAs({ width: 1200, height: 300 });
    expect(await imageFileProblem(file(), banner)).toBeNull();
    decodesAs({ width: 500, height: 300 });
    expect(await imageFileProblem(file(), banner)).toEqual({
      title: 'Invalid image dimensions',
      detail: 'This image is 500 × 300 pixels; it must be from 600 × 150 to 4000 × 2000 pixels.',
    });
  });

  it('checks nothing on a field that declares no rules', async () => {
    expect(await imageFileProblem(file('image/gif'), undefined)).toBeNull();
  });
});

describe("a field's own check (a shared function the rules cannot say)", () => {
  const [validate] = validationOf({
    label: 'Button link',
    required: true,
    check: (value) => (String(value).startsWith('/') ? undefined : 'Use a path'),
  });

  it('runs after the declared rules, on a value that is there', () => {
    expect(validate('', {}, {})).toBe('Button link is required.');
    expect(validate('javascript:alert(1)', {}, {})).toBe('Use a path');
    expect(validate('/register', {}, {})).toBeUndefined();
  });

  it('leaves an empty optional value alone, as the rules do', () => {
    const [optional] = validationOf({ label: 'Link', check: () => 'never blank' });
    expect(optional('', {}, {})).toBeUndefined();
    expect(optional('x', {}, {})).toBe('never blank');
  });
});
