/**
 * Whether the user's last input was a key press, by Radix Menu's own rule: a key press counts as keyboard use until
 * the next pointer press or move. Listens from the first call on (a menu's first render), for the page's lifetime.
 */
let keyboard = false;
// The document listened to (a test's environment can replace it).
let listened: Document | null = null;

/** Starts listening, once per page; call it before the input that opens a menu (when the menu first renders). */
export function watchInputKind(): void {
  if (typeof document === 'undefined' || listened === document) return;
  listened = document;
  keyboard = false;
  const pointer = () => {
    keyboard = false;
  };
  document.addEventListener('keydown', () => (keyboard = true), { capture: true });
  document.addEventListener('pointerdown', pointer, { capture: true });
  document.addEventListener('pointermove', pointer, { capture: true });
}

/** True when the last input since `watchInputKind()` was a key press. */
export function lastInputWasKeyboard(): boolean {
  return keyboard;
}
