/** The show/hide button of every password field, named in Russian for screen readers. */
export const PASSWORD_TOGGLE = { 'aria-label': 'Показать или скрыть пароль' };
