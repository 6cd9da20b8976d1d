import { LeadproofError } from './error';
import type { APIResult } from './options';

/** A page of an offset-paged list: `{items, nextOffset}`, where a null `nextOffset` means the last page. */
export class OffsetPage<Item> implements AsyncIterable<Item> {
  constructor(
    readonly items: Item[],
    readonly nextOffset: number | null,
    private readonly fetchPage: (offset: number) => Promise<OffsetPage<Item>>,
  ) {}

  /** True when another page follows. */
  hasNextPage(): boolean {
    return this.nextOffset !== null;
  }

  /** Fetches the following page; throws on the last one. */
  getNextPage(): Promise<OffsetPage<Item>> {
    if (this.nextOffset === null) throw new LeadproofError('No next page: nextOffset is null');
    return this.fetchPage(this.nextOffset);
  }

  /** This page and every following one (of this page's class: a list's next pages are of its own). */
  async *iterPages(): AsyncGenerator<this> {
    let page: this = this;
    yield page;
    while (page.nextOffset !== null) {
      const next = await page.getNextPage();
      // A server that does not move forward would make this loop forever.
      if (next.nextOffset !== null && next.nextOffset <= page.nextOffset) {
        throw new LeadproofError(
          `Paging did not advance: nextOffset ${next.nextOffset} after ${page.nextOffset}`,
        );
      }
      page = next as this;
      yield page;
    }
  }

  /** Every item of this page and the following ones. */
  async *[Symbol.asyncIterator](): AsyncGenerator<Item> {
    for await (const page of this.iterPages()) yield* page.items;
  }
}

/**
 * The first page of a list, fetched when first awaited or iterated: `await` it for one page, or
 * `for await` over it for every item of every page. `Page` is a list's own page class where it carries more
 * than items (the orders' `counts`).
 */
export class PagePromise<Item, Page extends OffsetPage<Item> = OffsetPage<Item>>
  implements PromiseLike<Page>, AsyncIterable<Item>
{
  private promise: Promise<Page> | undefined;

  constructor(private readonly load: () => Promise<Page>) {}

  // biome-ignore lint/suspicious/noThenProperty: a page promise is deliberately awaitable.
  then<R1 = Page, R2 = never>(
    onfulfilled?: ((page: Page) => R1 | PromiseLike<R1>) | null,
    onrejected?: ((reason: unknown) => R2 | PromiseLike<R2>) | null,
  ): Promise<R1 | R2> {
    this.promise ??= this.load();
    return this.promise.then(onfulfilled, onrejected);
  }

  async *[Symbol.asyncIterator](): AsyncGenerator<Item> {
    yield* await this;
  }
}

/** What an offset-paged route answers: a page of items, and the offset of the next page (null on the last). */
export type OffsetPageResponse<Item> = { items: Item[]; nextOffset: number | null };

/**
 * An offset-paged list from `firstOffset` on: `fetchResponse` gets one page's response (called with
 * `nullOn401: false`, so never null), `toPage` wraps it with the way to the next page.
 */
export function offsetPaged<Item, Response extends OffsetPageResponse<Item>, Page extends OffsetPage<Item>>(
  firstOffset: number | undefined,
  fetchResponse: (offset: number | undefined) => Promise<APIResult<Response, boolean>>,
  toPage: (response: Response, fetchPage: (offset: number) => Promise<Page>) => Page,
): PagePromise<Item, Page> {
  const fetchPage = async (offset: number | undefined): Promise<Page> => {
    const response = await fetchResponse(offset);
    // Paging always throws on 401: a null page has no next page to follow.
    if (response === null) throw new TypeError('unreachable: nullOn401 is false');
    return toPage(response, fetchPage);
  };
  return new PagePromise(() => fetchPage(firstOffset));
}
