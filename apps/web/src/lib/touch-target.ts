/**
 * The least height of a form's main button on a phone-wide screen, whatever the pointer: a thumb's
 * target (44 px). Wider screens keep the button's own height.
 */
export const PHONE_TOUCH_HEIGHT = { base: 44, sm: 'auto' } as const;
