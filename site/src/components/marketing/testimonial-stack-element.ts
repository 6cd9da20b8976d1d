/**
 * `<lp-testimonial-stack>`: rotates the testimonial cards every 5 seconds. Rotation pauses
 * while the pointer is over the stack or focus is inside it, stops when the visitor presses Pause, and
 * does not start on its own for visitors who prefer reduced motion (they can press Play). Cards behind
 * the front one are inert and hidden from assistive technology.
 */

/** Time each testimonial stays in front. */
export const TESTIMONIAL_ROTATION_MS = 5000;

/** How many cards show behind the front one. */
const VISIBLE_BEHIND = 2;

/** The custom element; markup comes from `testimonials.astro`. */
export class TestimonialStackElement extends HTMLElement {
  #index = 0;
  #timer: ReturnType<typeof setTimeout> | undefined;
  #hovered = false;
  #focused = false;
  #stopped = false;

  connectedCallback(): void {
    this.#stopped = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    this.addEventListener('mouseenter', this.#onEnter);
    this.addEventListener('mouseleave', this.#onLeave);
    this.addEventListener('focusin', this.#onFocusIn);
    this.addEventListener('focusout', this.#onFocusOut);
    this.addEventListener('click', this.#onClick);
    this.#render();
    this.#schedule();
  }

  disconnectedCallback(): void {
    this.removeEventListener('mouseenter', this.#onEnter);
    this.removeEventListener('mouseleave', this.#onLeave);
    this.removeEventListener('focusin', this.#onFocusIn);
    this.removeEventListener('focusout', this.#onFocusOut);
    this.removeEventListener('click', this.#onClick);
    clearTimeout(this.#timer);
  }

  /** The index of the card in front. */
  get activeIndex(): number {
    return this.#index;
  }

  /** Whether the stack is rotating on its own right now. */
  get rotating(): boolean {
    return this.#timer !== undefined;
  }

  #cards(): HTMLElement[] {
    return Array.from(this.querySelectorAll<HTMLElement>('[data-testimonial]'));
  }

  /** Brings card `index` (wrapping around) to the front. */
  show(index: number): void {
    const count = this.#cards().length;
    if (count === 0) return;
    this.#index = ((index % count) + count) % count;
    this.#render();
    this.#schedule();
  }

  #render(): void {
    const cards = this.#cards();
    cards.forEach((card, i) => {
      const position = (i - this.#index + cards.length) % cards.length;
      card.dataset.position = String(Math.min(position, VISIBLE_BEHIND + 1));
      const front = position === 0;
      card.toggleAttribute('data-active', front);
      card.inert = !front;
      if (front) card.removeAttribute('aria-hidden');
      else card.setAttribute('aria-hidden', 'true');
    });
    const rotationButton = this.querySelector<HTMLButtonElement>('[data-rotation]');
    if (rotationButton) {
      rotationButton.setAttribute('aria-label', this.#stopped ? 'Play testimonials' : 'Pause testimonials');
      rotationButton.dataset.state = this.#stopped ? 'stopped' : 'playing';
    }
    // Announce cards the visitor changes; stay quiet while they change on their own (WAI-ARIA carousel).
    this.querySelector('[data-slides]')?.setAttribute('aria-live', this.#stopped ? 'polite' : 'off');
  }

  #schedule(): void {
    clearTimeout(this.#timer);
    this.#timer = undefined;
    if (this.#stopped || this.#hovered || this.#focused) return;
    this.#timer = setTimeout(() => {
      this.#timer = undefined;
      this.show(this.#index + 1);
    }, TESTIMONIAL_ROTATION_MS);
  }

  #onEnter = (): void => {
    this.#hovered = true;
    this.#schedule();
  };

  #onLeave = (): void => {
    this.#hovered = false;
    this.#schedule();
  };

  #onFocusIn = (): void => {
    this.#focused = true;
    this.#schedule();
  };

  #onFocusOut = (event: FocusEvent): void => {
    if (event.relatedTarget instanceof Node && this.contains(event.relatedTarget)) return;
    this.#focused = false;
    this.#schedule();
  };

  #onClick = (event: MouseEvent): void => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!button || !this.contains(button)) return;
    if (button.hasAttribute('data-rotation')) {
      this.#stopped = !this.#stopped;
      this.#render();
      this.#schedule();
    } else if (button.hasAttribute('data-previous')) {
      this.#stopped = true;
      this.show(this.#index - 1);
    } else if (button.hasAttribute('data-next')) {
      this.#stopped = true;
      this.show(this.#index + 1);
    }
  };
}

/** Registers `<lp-testimonial-stack>` once. */
export function defineTestimonialStack(): void {
  if (!customElements.get('lp-testimonial-stack')) {
    customElements.define('lp-testimonial-stack', TestimonialStackElement);
  }
}
