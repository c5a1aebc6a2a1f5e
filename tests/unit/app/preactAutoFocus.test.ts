import { afterEach, describe, expect, it } from 'vitest';
import { createElement as h, render, useState } from 'preact/compat';
import { act } from 'preact/test-utils';
import '../../../src/preactAutoFocus';

/**
 * The public entry runs on Preact, whose compat layer leaves `autoFocus` to the browser (honoured
 * once per page load). Rendered with Preact itself here, as in the production build.
 */
let container: HTMLElement;
afterEach(() => {
  render(null, container);
  container.remove();
});

describe('autoFocus on Preact', () => {
  it('focuses an input mounted after the page loaded (login → code step), once', () => {
    container = document.body.appendChild(document.createElement('div'));
    let nextStep = () => {};
    let rerender = () => {};
    function Steps() {
      const [step, setStep] = useState(0);
      const [renders, setRenders] = useState(0);
      nextStep = () => setStep(1);
      rerender = () => setRenders((n) => n + 1);
      if (step === 0) return h('input', { id: 'email', 'aria-label': 'Email' });
      return h(
        'form',
        { 'data-renders': renders },
        h('input', { id: 'code', 'aria-label': 'Code', autoFocus: true }),
        h('input', { id: 'other', 'aria-label': 'Other' }),
      );
    }
    act(() => {
      render(h(Steps, null), container);
    });
    expect(document.activeElement?.id).not.toBe('code');

    act(() => nextStep());
    expect(document.activeElement?.id).toBe('code');

    // The admin moves on: a re-render never pulls the focus back.
    (document.getElementById('other') as HTMLInputElement).focus();
    act(() => rerender());
    expect(document.activeElement?.id).toBe('other');
  });
});
