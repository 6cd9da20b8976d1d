// @vitest-environment happy-dom
/**
 * Radix Menu's rule for where a menu's focus starts, kept by the dropdown (last-input-was-keyboard.ts): a key press
 * counts as keyboard use until the next pointer press or move.
 */
import { describe, expect, it } from 'vitest';
import { lastInputWasKeyboard, watchInputKind } from './last-input-was-keyboard';

describe('lastInputWasKeyboard', () => {
  it('is true after a key press, until the next pointer press or move', () => {
    watchInputKind();
    watchInputKind();
    expect(lastInputWasKeyboard()).toBe(false);
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    expect(lastInputWasKeyboard()).toBe(true);
    document.body.dispatchEvent(new Event('pointermove', { bubbles: true }));
    expect(lastInputWasKeyboard()).toBe(false);
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown' }));
    expect(lastInputWasKeyboard()).toBe(true);
    document.dispatchEvent(new Event('pointerdown'));
    expect(lastInputWasKeyboard()).toBe(false);
  });
});
