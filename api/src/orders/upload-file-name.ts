/**
 * The name an upload order keeps of its file (`requestDetails.fileName`): shown in lists, e-mails and download names,
 * so it must be safe anywhere a name goes.
 * @module
 */

/** Longest name kept, in characters (code points). */
export const MAX_FILE_NAME_LENGTH = 255;

/**
 * The base name of `raw` fit to store and show, or null when nothing is left: no folders (a CLI may send a path),
 * no control or format characters (a right-to-left override can make `report\u202Etxt.exe` look like another
 * name), none of the characters Windows refuses in file names, spaces collapsed, no leading dots, and at most
 * `MAX_FILE_NAME_LENGTH` characters with the extension kept.
 */
export function uploadFileName(raw: string | undefined): string | null {
  if (raw === undefined) return null;
  const base = raw.split(/[/\\]/).pop() ?? '';
  const cleaned = base
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, '')
    .replace(/[<>:"|?*]/g, '_')
    .replace(/\s+/gu, ' ')
    .trim()
    .replace(/^\.+/, '')
    .trim();
  return cleaned.length > 0 ? truncateKeepingExtension(cleaned) : null;
}

function truncateKeepingExtension(name: string): string {
  const chars = [...name];
  if (chars.length <= MAX_FILE_NAME_LENGTH) return name;
  const dot = name.lastIndexOf('.');
  const extension = dot > 0 ? [...name.slice(dot)] : [];
  // An extension that would leave no room for a stem is cut like the rest.
  if (extension.length === 0 || extension.length > 16)
    return chars.slice(0, MAX_FILE_NAME_LENGTH).join('').trim();
  const stem = [...name.slice(0, dot)]
    .slice(0, MAX_FILE_NAME_LENGTH - extension.length)
    .join('')
    .trim();
  return `${stem}${extension.join('')}`;
}
