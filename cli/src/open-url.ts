import { spawn } from 'node:child_process';

/** Opens `url` in the default browser: `open` on macOS, `start` on Windows, `xdg-open` elsewhere. */
export function openUrl(url: string): Promise<void> {
  const [command, args] =
    process.platform === 'darwin'
      ? ['open', [url]]
      : process.platform === 'win32'
        ? ['cmd', ['/c', 'start', '""', url.replace(/&/g, '^&')]]
        : ['xdg-open', [url]];
  return new Promise((resolve, reject) => {
    const child = spawn(command, args as string[], { stdio: 'ignore', detached: true });
    child.once('error', (error) =>
      reject(new Error(`Could not open a browser (${error.message}). Open the URL yourself.`)),
    );
    child.once('spawn', () => {
      child.unref();
      resolve();
    });
  });
}
