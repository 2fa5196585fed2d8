// PrimeReact pass-through for every instance of a widget (PrimeReactProvider in main.tsx), where
// its default markup fails WCAG 2.1 (axe-core): fixed once here instead of at each use.
import type { PrimeReactPTOptions } from 'primereact/api';

export const ACCESSIBLE_PASS_THROUGH: PrimeReactPTOptions = {
  // The focusable input (labelled by the field) is the control; the native select that mirrors the
  // value for forms and the mouse-only trigger arrow would be a second, nameless control.
  // While open, the wrapper (a plain div) got aria-activedescendant naming no element (critical for axe).
  dropdown: { root: { 'aria-activedescendant': undefined }, select: { 'aria-hidden': true }, trigger: { 'aria-hidden': true } },
  treeselect: { trigger: { 'aria-hidden': true } },
  // The switch is its inner input (role switch, labelled by inputId); the wrapper's own checkbox
  // role nested one interactive control inside another.
  // A table wider than its column scrolls sideways: focusable, so a keyboard can scroll it too.
  datatable: { wrapper: { tabIndex: 0 } },
  inputswitch: { root: { role: undefined, 'aria-checked': undefined } },
};
