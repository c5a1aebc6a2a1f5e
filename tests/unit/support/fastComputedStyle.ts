/**
 * Role queries (`findByRole(…, { name })`) compute the accessible name of every candidate, and that
 * asks `getComputedStyle(node)` for `display` and `visibility` of each node below it. jsdom answers
 * by matching the element against every rule of every stylesheet — MUI's emotion adds one
 * stylesheet per rule, ~900 in a whole-app test — and resolving every property: measured, half of a
 * whole-app test's time, and what made those tests time out on a loaded 2-core CI machine.
 *
 * This answers `display` and `visibility` with jsdom's own cascade run over only the stylesheets that
 * can set them (a rule that declares neither cannot change either), and hands every other property
 * to jsdom's full answer, computed only when asked. Answers are kept until jsdom itself invalidates
 * its style cache (on any DOM or stylesheet change). `FULL_COMPUTED_STYLE=1` turns it off, and
 * `tests/unit/support/fastComputedStyle.test.ts` checks both paths agree.
 */
type Impl = Record<string, unknown> & { _styleCache: object; styleSheets: { _list: object[] } };

type Rule = {
  type: number;
  selectorText?: string;
  style?: { getPropertyValue(name: string): string; getPropertyPriority(name: string): string };
  media?: { mediaText: string };
  cssRules?: { _list: Rule[] };
};
type SheetImpl = { cssRules: { _list: Rule[] } };
const STYLE_RULE = 1;
const MEDIA_RULE = 4;
// jsdom's cascade reads only style rules, at the top level or inside @media (and @import'ed sheets).
const CASCADED = new Set([STYLE_RULE, MEDIA_RULE, 3]);

const declarations = (style: NonNullable<Rule['style']>) =>
  ['display', 'visibility']
    .filter((name) => style.getPropertyValue(name))
    .map(
      (name) =>
        `${name}:${style.getPropertyValue(name)} ${style.getPropertyPriority(name) && '!important'}`,
    )
    .join(';');

/** The rules' display and visibility declarations as CSS text, or undefined when that is not exact. */
function narrowRules(
  rules: Rule[],
  insideMedia = false,
): { text: string; count: number } | undefined {
  let text = '';
  let count = 0;
  for (const rule of rules) {
    if (!CASCADED.has(rule.type)) continue;
    if (rule.type === STYLE_RULE && rule.style && !rule.cssRules?._list.length) {
      if (rule.style.getPropertyValue('all')) return undefined;
      const kept = declarations(rule.style);
      if (!kept) continue;
      text += `${rule.selectorText}{${kept}}`;
      count += 1;
    } else if (rule.type === MEDIA_RULE && !insideMedia && rule.cssRules && rule.media) {
      const inner = narrowRules(rule.cssRules._list, true);
      if (!inner) return undefined;
      if (!inner.text) continue;
      text += `@media ${rule.media.mediaText}{${inner.text}}`;
      count += inner.count;
    } else return undefined;
  }
  return { text, count };
}

const countRules = (rules: Rule[]): number =>
  rules.reduce(
    (n, rule) => n + (rule.type === MEDIA_RULE ? countRules(rule.cssRules?._list ?? []) : 1),
    0,
  );

/** jsdom's own getComputedStyle, for the test that checks both paths agree. */
export let jsdomComputedStyle: Window['getComputedStyle'] | undefined;

export function installFastComputedStyle(window: Window): void {
  if (process.env.FULL_COMPUTED_STYLE) return;
  const implKey = Object.getOwnPropertySymbols(window.document).find(
    (symbol) => symbol.description === 'impl',
  );
  const documentImpl = implKey && (window.document as unknown as Record<symbol, Impl>)[implKey];
  // Not jsdom, or a jsdom that changed shape: keep its own getComputedStyle.
  if (!documentImpl || !(documentImpl._styleCache instanceof WeakMap)) return;
  if (!Array.isArray(documentImpl.styleSheets?._list)) return;

  const full = window.getComputedStyle.bind(window);
  jsdomComputedStyle = full;
  const toSheetImpl = (text: string): object => {
    const sheet = new (window as unknown as typeof globalThis).CSSStyleSheet();
    sheet.replaceSync(text);
    return (sheet as unknown as Record<symbol, object>)[implKey!];
  };
  const narrowSheets = new WeakMap<object, { rules: number; narrow: object | null }>();
  /** The sheet with only its display and visibility declarations; null when it sets neither. */
  const narrowSheet = (sheetImpl: object): object | null => {
    const rules = (sheetImpl as SheetImpl).cssRules._list;
    const known = narrowSheets.get(sheetImpl);
    if (known && known.rules === rules.length) return known.narrow;
    const narrowed = narrowRules(rules);
    let narrow: object | null = sheetImpl; // what this cannot narrow exactly is kept whole
    if (narrowed?.text === '') narrow = null;
    else if (narrowed) {
      const candidate = toSheetImpl(narrowed.text);
      if (countRules((candidate as SheetImpl).cssRules._list) === narrowed.count)
        narrow = candidate;
    }
    narrowSheets.set(sheetImpl, { rules: rules.length, narrow });
    return narrow;
  };

  // jsdom replaces its cache object whenever anything that can change a style changes.
  let generation: object | undefined;
  let narrowCache = new WeakMap<object, unknown>();
  let answers = new WeakMap<Element, CSSStyleDeclaration>();
  const freshen = () => {
    if (documentImpl._styleCache === generation) return;
    generation = documentImpl._styleCache;
    narrowCache = new WeakMap();
    answers = new WeakMap();
  };

  /** display and visibility from jsdom's cascade over the stylesheets that can set them. */
  const displayAndVisibility = (element: Element) => {
    const sheets = documentImpl.styleSheets._list;
    const ownCache = documentImpl._styleCache;
    documentImpl.styleSheets._list = sheets.map(narrowSheet).filter((sheet) => sheet !== null);
    documentImpl._styleCache = narrowCache;
    try {
      const style = full(element);
      return {
        display: style.getPropertyValue('display'),
        visibility: style.getPropertyValue('visibility'),
      };
    } finally {
      documentImpl.styleSheets._list = sheets;
      documentImpl._styleCache = ownCache;
    }
  };

  window.getComputedStyle = (element: Element, pseudoElement?: string | null) => {
    if (pseudoElement) return full(element, pseudoElement);
    freshen();
    const known = answers.get(element);
    if (known) return known;
    const narrow = displayAndVisibility(element);
    let whole: CSSStyleDeclaration | undefined;
    const wholeStyle = () => (whole ??= full(element));
    const answer = new Proxy({} as CSSStyleDeclaration, {
      get(_target, property) {
        if (property === 'display' || property === 'visibility') return narrow[property];
        if (property === 'getPropertyValue')
          return (name: string) =>
            name === 'display' || name === 'visibility'
              ? narrow[name]
              : wholeStyle().getPropertyValue(name);
        const value = Reflect.get(wholeStyle(), property) as unknown;
        return typeof value === 'function' ? value.bind(wholeStyle()) : value;
      },
      has: (_target, property) => Reflect.has(wholeStyle(), property),
    });
    answers.set(element, answer);
    return answer;
  };
}
