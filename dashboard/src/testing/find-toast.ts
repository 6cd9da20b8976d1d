import { screen, waitFor, within } from '@testing-library/react';

/**
 * The toast titled `title` that says `description`, once it shows (Radix's toast is a list item). Page-wide text
 * queries are not enough: a frame after a toast opens Radix announces it to screen readers in a second element with
 * the same words, and an earlier test's toast may still be on screen.
 */
export function findToast(title: string, description: string | RegExp): Promise<HTMLElement> {
  return waitFor(() => {
    const toast = screen
      .getAllByText(title)
      .map((element) => element.closest('li'))
      .find((item) => item !== null && within(item).queryByText(description) !== null);
    if (!toast) throw new Error(`no toast "${title}" saying ${String(description)}`);
    return toast;
  });
}
