/** A duration for the delivery log: "840 ms" under a second, else seconds with one decimal ("10.0 s"). */
export function formatDuration(ms: number): string {
  return ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(1)} s`;
}
