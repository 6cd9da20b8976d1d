import { type BlockMatches, type MatchTask, matchBlocks } from '../dedupe/block-matcher';
import {
  type FinishedBatch,
  type FinishRequest,
  type FinishSetup,
  finishBatch,
} from '../verify/finish-batch';

/**
 * What comes after pass one, on the thread that does it: matching runs of blocks, then finishing
 * spooled rows. It loads none of pass one's modules (phone metadata, disposable list, country
 * names), so a thread that only does this stays small.
 */
export class FinishWork {
  private finishing: FinishSetup | undefined;

  /** Compares the rows of a run of blocks (pass one is over). */
  match(task: MatchTask): BlockMatches {
    return matchBlocks(task);
  }

  /** Keeps what finishing rows needs. */
  prepareFinish(setup: FinishSetup): void {
    this.finishing = setup;
  }

  /** Pass two for a batch of spooled rows (after {@link prepareFinish}). */
  finish(request: FinishRequest): FinishedBatch {
    if (!this.finishing) throw new Error('Rows were sent to finish before the finishing set-up.');
    return finishBatch(request, this.finishing);
  }
}
