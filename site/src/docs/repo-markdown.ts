/**
 * Turns a repository markdown guide into the body of a `/docs` page: its `#` title goes (Starlight prints the
 * page title), and its relative links, written for browsing the repository, point at the site instead.
 */
import path from 'node:path';
import { fromMarkdown } from 'mdast-util-from-markdown';

/** What a link in `file` becomes: a site URL, or `undefined` to keep only its text. */
export type LinkTarget = (repoPath: string) => string | undefined;

interface MdNode {
  type: string;
  depth?: number;
  url?: string;
  children?: MdNode[];
  position?: { start: { offset?: number }; end: { offset?: number } };
}

interface Edit {
  start: number;
  end: number;
  text: string;
}

const isRelative = (url: string) => !/^([a-z][a-z0-9+.-]*:|#|\/)/i.test(url);

function* walk(node: MdNode): Generator<MdNode> {
  yield node;
  for (const child of node.children ?? []) yield* walk(child);
}

const offsets = (node: MdNode) => ({
  start: node.position?.start.offset ?? 0,
  end: node.position?.end.offset ?? 0,
});

/**
 * The page body of `source`, the markdown of the repository file `file`. A relative link to a file that
 * `targetOf` publishes points at its page (keeping the `#fragment`); a relative link to anything else (source
 * files, internal notes) keeps its text and loses the link, so no page links into the repository.
 */
export function repoMarkdownToPage(source: string, file: string, targetOf: LinkTarget): string {
  const tree = fromMarkdown(source) as MdNode;
  const edits: Edit[] = [];
  let titleDropped = false;
  for (const node of walk(tree)) {
    if (node.type === 'heading' && node.depth === 1 && !titleDropped) {
      edits.push({ ...offsets(node), text: '' });
      titleDropped = true;
    }
    if (node.type !== 'link' || !node.url || !isRelative(node.url)) continue;
    const [target = '', fragment] = node.url.split('#');
    const repoPath = path.posix.normalize(path.posix.join(path.posix.dirname(file), target));
    const url = targetOf(repoPath);
    const children = node.children ?? [];
    const first = children[0];
    const last = children[children.length - 1];
    const text = first && last ? source.slice(offsets(first).start, offsets(last).end) : '';
    edits.push({ ...offsets(node), text: url ? `[${text}](${url}${fragment ? `#${fragment}` : ''})` : text });
  }
  let body = source;
  for (const edit of edits.sort((a, b) => b.start - a.start)) {
    body = body.slice(0, edit.start) + edit.text + body.slice(edit.end);
  }
  return body.trimStart();
}
