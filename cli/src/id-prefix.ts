import { UsageError } from './errors';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What an id names, for the messages: `order` / `orders` / `orders list`. */
export type IdKind = { noun: string; plural: string; listCommand: string };

/**
 * The full id that `id` names: a full id as is, or the one of `ids()` that starts with it (the 8 characters a
 * `list` command shows). Throws a `UsageError` for a prefix under 4 characters, or one that matches none or several.
 */
export async function resolveIdPrefix(
  id: string,
  kind: IdKind,
  ids: () => Promise<string[]>,
): Promise<string> {
  if (UUID.test(id)) return id;
  const noun = kind.noun.charAt(0).toUpperCase() + kind.noun.slice(1);
  if (id.length < 4)
    throw new UsageError(
      `${noun} id "${id}" is too short: give at least 4 characters (${kind.listCommand} shows 8).`,
    );
  const matches = (await ids()).filter((candidate) => candidate.startsWith(id.toLowerCase()));
  if (matches.length === 1 && matches[0]) return matches[0];
  if (matches.length === 0) throw new UsageError(`No ${kind.noun} of yours has an id starting with "${id}".`);
  throw new UsageError(`"${id}" matches ${matches.length} ${kind.plural}: give more characters of the id.`);
}
