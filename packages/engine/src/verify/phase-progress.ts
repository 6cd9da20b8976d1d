import type { VerifyProgress } from './options';

/** Rows between two progress calls of a phase. */
const PROGRESS_EVERY = 10_000;

/** Counts the rows a phase has done and calls `onProgress` each time another {@link PROGRESS_EVERY} are done. */
export class PhaseProgress {
  private rows = 0;

  constructor(
    private readonly phase: VerifyProgress['phase'],
    private readonly onProgress: ((progress: VerifyProgress) => void) | undefined,
  ) {}

  /** Adds `rows` done rows. */
  add(rows: number): void {
    const before = this.rows;
    this.rows += rows;
    if (Math.floor(this.rows / PROGRESS_EVERY) > Math.floor(before / PROGRESS_EVERY))
      this.onProgress?.({ phase: this.phase, rows: this.rows });
  }
}
