/**
 * Where keyboard focus goes when a dialog or the drawer closes: back to the control that opened
 * it. Radix does this only for its own Trigger; Willow's layers open from ordinary buttons, so
 * without this, Escape or ✕ left focus on the page body.
 */
const openers = new WeakMap<Element, HTMLElement>();
/** The last opener remembered: a layer opened as another closes (a drawer item) finds focus already on the body. */
let lastOpener: HTMLElement | null = null;

/** The control to return to: when a layer was opened from inside another (a drawer item), that layer's own opener. */
function openerOf(active: Element | null): HTMLElement | null {
  if (!(active instanceof HTMLElement) || active === document.body) return lastOpener;
  const layer = active.closest('[role="dialog"]');
  return (layer && openers.get(layer)) || active;
}

/** Handlers for a Radix Dialog.Content: remember the opener as the layer opens, focus it again as it closes. */
export const focusReturn = {
  remember: (event: Event) => {
    const opener = openerOf(document.activeElement);
    if (!opener || !(event.currentTarget instanceof Element)) return;
    openers.set(event.currentTarget, opener);
    lastOpener = opener;
  },
  restore: (event: Event) => {
    const opener = event.currentTarget instanceof Element ? openers.get(event.currentTarget) : undefined;
    if (!opener?.isConnected) return;
    event.preventDefault();
    opener.focus();
  },
};
