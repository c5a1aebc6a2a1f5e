import { options, type VNode } from 'preact';

/**
 * React's `autoFocus`, for the Preact build of the public pages. React focuses an element with
 * autoFocus when it mounts; preact/compat only sets the HTML attribute, which the browser honours
 * once per page load. So after an in-app step (login → /otp_validation) the code input would not
 * take the focus, and a typed code would go nowhere. This hook gives such elements a ref that
 * focuses them once, on mount: one shared function, so re-renders do not re-attach it (and never
 * pull the focus back from a field the admin moved to).
 */
const focusOnMount = (element: HTMLElement | null) => {
  element?.focus();
};

const previousVNodeHook = options.vnode;
options.vnode = (vnode: VNode) => {
  const props = vnode.props as { autoFocus?: unknown } | null;
  // An element that already has a ref keeps it: none of the public pages combines the two.
  if (typeof vnode.type === 'string' && props?.autoFocus && vnode.ref == null) {
    vnode.ref = focusOnMount;
  }
  previousVNodeHook?.(vnode);
};
