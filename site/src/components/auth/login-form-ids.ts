/**
 * The ids the page script (`login-page.ts`) finds the form's parts by. A module of their own: the script importing
 * them from the form's component would bring the browser's renderer into /login's start.
 */
export const loginFormIds = {
  form: 'login-form',
  email: 'login-email',
  password: 'login-password',
  remember: 'login-remember',
  submit: 'login-submit',
} as const;
